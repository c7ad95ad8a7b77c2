import type { Metadata } from 'next'
import Image from 'next/image'
import { getTranslations } from 'next-intl/server'
import { PageBanner } from '@/components/banner/page-banner'
import { ContactCards } from '@/components/contact/contact-cards'
import { pageMetadata } from '@/components/content/page-metadata'
import { EnquiryForm } from '@/components/forms/enquiry-form'
import { IslandTexts } from '@/components/i18n/island-texts'
import { readSiteSettings } from '@/components/layout/site-settings'
import { Container } from '@/components/ui/container'
import * as contactAr from '@/content/ar/contact'
import * as contactRu from '@/content/ru/contact'
import * as contactZh from '@/content/zh/contact'
import { pageBanners } from '@/content/banners'
import * as contactEn from '@/content/contact'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { inEdition } from '@/lib/i18n/content-edition'
import { getPathname } from '@/lib/i18n/navigation'
import { pageLocale } from '@/lib/i18n/request-locale'
import { enquiryMessageFor } from '@/components/property/property-facts'
import { CONTACT_PROPERTY_PARAM, propertyIdOf } from '@/lib/contact-about'
import { getProperty } from '@/lib/server/properties'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

const contentIn = (locale: Locale) => inEdition(locale, { en: contactEn, ar: contactAr, ru: contactRu, zh: contactZh })

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const { contactPage } = contentIn(locale)
  return pageMetadata({
    locale,
    title: contactPage.title,
    description: contactPage.description,
    path: '/contact',
    image: pageBanners.contact,
  })
}

export default async function ContactPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const locale = await pageLocale(params)
  const { contactPage, contactSection } = contentIn(locale)
  // A listing card's Message button names its listing: the enquiry starts with it and is sent
  // with its id, so it reaches the listing's broker as from the listing's own page. An unknown
  // or malformed id is simply a blank enquiry to the firm.
  const propertyId = propertyIdOf((await searchParams)[CONTACT_PROPERTY_PARAM])
  // Falls back to the configured defaults if the settings cannot be read: contacts never vanish.
  const [settings, property] = await Promise.all([
    readSiteSettings(),
    propertyId ? getProperty(propertyId, locale).catch(() => null) : null,
  ])
  return (
    <>
      <PageBanner
        title={contactPage.title}
        description={contactSection.intro}
        image={pageBanners.contact}
        contentClassName="pb-20 md:pb-28"
      />

      <section aria-label={contactPage.detailsLabel} className="relative z-10 -mt-10 md:-mt-14">
        <Container>
          <ContactCards settings={settings} locale={locale} />
          <p className="text-ink/60 mt-6 text-sm">
            {settings.openingHours ? `${settings.openingHours} · ` : ''}
            {contactPage.orn} <span dir="ltr">{settings.orn}</span>
          </p>
        </Container>
      </section>

      <section className="py-20 md:py-28">
        <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="relative hidden overflow-hidden rounded-3xl bg-stone-200 lg:col-span-5 lg:block">
            <Image src="/images/valuation.jpg" alt="" fill sizes="40vw" className="object-cover" />
          </div>
          <div className="shadow-soft ring-ink/[0.04] rounded-3xl bg-white p-6 ring-1 sm:p-10 lg:col-span-7">
            {/* The form is a client island: its words are the Forms and Validation namespaces. */}
            <IslandTexts namespaces={['Forms', 'Validation']}>
              <EnquiryForm
                title={contactSection.title}
                defaultMessage={property ? enquiryMessageFor(property, await getTranslations('Property')) : undefined}
                page={getPathname({
                  href: property ? `/property/${property._id}` : '/contact',
                  locale,
                })}
                property={property?._id}
              />
            </IslandTexts>
          </div>
        </Container>
      </section>
    </>
  )
}
