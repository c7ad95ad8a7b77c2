import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound, unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { localeAlternates, openGraphLocale } from '@/components/content/page-metadata'
import { EnquiryForm } from '@/components/forms/enquiry-form'
import { IslandTexts } from '@/components/i18n/island-texts'
import { sentenceWithName } from '@/components/i18n/marked-name'
import { readSiteSettings } from '@/components/layout/site-settings'
import { kindOf, propertyTypeLabel } from '@/components/property/labels'
import { PropertyBody, PropertyHeader } from '@/components/property/property-detail'
import {
  enquiryMessageFor,
  placeOf,
  shorten,
  type PropertyTexts,
} from '@/components/property/property-facts'
import { PropertyJsonLd } from '@/components/property/property-json-ld'
import { SimilarProperties } from '@/components/property/similar-properties'
import { shareImageMetadata } from '@/components/share-image/size'
import { TestimonialsSection } from '@/components/testimonials/testimonials-section'
import { Container } from '@/components/ui/container'
import type { Property } from '@/lib/api/types'
import { env } from '@/lib/env'
import { formatPrice } from '@/lib/format'
import { fallbackLang } from '@/lib/i18n/editions'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { pageLocale, setRequestLocale } from '@/lib/i18n/request-locale'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { getProject } from '@/lib/server/projects'
import { getProperty } from '@/lib/server/properties'
import { readMarketSettings } from '@/lib/server/settings'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string; id: string }>

/** One read per request for the page and its metadata (getProperty is React-cached). */
const loadProperty = cache(async (id: string, locale: Locale): Promise<Property> => {
  const property = await getProperty(id, locale)
  if (!property) notFound()
  return property
})

function capitalize(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

function describe(property: Property, locale: Locale, t: PropertyTexts): string {
  const rent = property.status === 'rent'
  const price = `${formatPrice(property.price, locale)}${rent ? t('perYearSuffix') : ''}`
  const kind =
    locale === 'en'
      ? `${property.bedrooms > 0 ? `${property.bedrooms}-bedroom ` : ''}${property.type.toLowerCase()}`
      : // It opens the sentence: 'Квартира…' (a no-op for scripts without case).
        capitalize(property.bedrooms > 0 ? kindOf(property, locale) : propertyTypeLabel(property.type, locale), locale)
  const summary = t('metaDescription', {
    kind,
    purpose: rent ? t('forRent') : t('forSale'),
    place: placeOf(property, locale),
    price,
  })
  return `${summary} ${shorten(property.description, 110)}`
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale: requested, id } = await params
  const locale = localeOr(requested)
  // A listing that is not found ends here: its not-found page then speaks the same language.
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Property' })
  let property: Property
  try {
    property = await loadProperty(id, locale)
  } catch (error) {
    // notFound() must still reach the router; a failed read leaves the page to its error state.
    unstable_rethrow(error)
    return { title: t('metaFallbackTitle'), robots: { index: false } }
  }
  const title = property.name
  const description = describe(property, locale, t)
  const path = `/property/${property._id}`
  const url = getPathname({ href: path, locale })
  const image = shareImageMetadata(
    `${url}/opengraph-image`,
    `${property.name}, ${placeOf(property, locale)}`,
  )
  return {
    title,
    description,
    alternates: localeAlternates(locale, path, property.editions),
    openGraph: {
      type: 'website',
      siteName: env.SITE_NAME,
      title,
      description,
      url,
      ...openGraphLocale(locale, property.editions),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    // Its English, shown in an edition it is not written in, is the English page's to index.
    ...(fallbackLang(property.editions, locale) ? { robots: { index: false, follow: true } } : {}),
  }
}

export default async function PropertyDetailPage({ params }: { params: Params }) {
  const locale = await pageLocale(params)
  const { id } = await params
  const t = await getTranslations('Property')
  const [property, settings, display, market] = await Promise.all([
    loadProperty(id, locale),
    readSiteSettings(),
    getDisplayPrefs(),
    readMarketSettings(),
  ])
  const project = property.project ? await getProject(property.project.slug, locale) : null
  const path = getPathname({ href: `/property/${property._id}`, locale })
  return (
    <>
      <PropertyJsonLd
        property={property}
        url={new URL(path, env.SITE_URL).toString()}
        siteUrl={env.SITE_URL}
        locale={locale}
      />
      <PropertyHeader property={property} orn={settings.orn} display={display} />
      <PropertyBody
        property={property}
        settings={settings}
        display={display}
        market={market}
        project={project}
      />
      {/* Below the first view: each section is laid out as it comes near (globals.css). */}
      <div className="render-children-when-near [--near-size:880px]">
        <SimilarProperties property={property} whatsapp={settings.whatsapp} display={display} />
        <TestimonialsSection />
        <section
          aria-labelledby="enquiry-heading"
          className="bg-stone-100 py-16 [--near-size:1180px] md:py-24 md:[--near-size:940px] xl:[--near-size:660px]"
        >
          <Container className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
            <div>
              <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
                {t('arrangeViewing')}
              </p>
              <h2
                id="enquiry-heading"
                className="font-display text-ink mt-4 text-4xl leading-tight font-medium md:text-5xl"
              >
                {sentenceWithName(
                  (name) => t('interestedIn', { name }),
                  property.name,
                  fallbackLang(property.editions, locale),
                )}
              </h2>
              <p className="text-ink/70 mt-5 max-w-md text-base leading-relaxed">
                {t('enquiryIntro')}{' '}
                <span dir="ltr" className="text-ink font-semibold">
                  {property.reference}
                </span>
                .
              </p>
            </div>
            {/* The form is a client island: its words are the Forms and Validation namespaces. */}
            <IslandTexts namespaces={['Forms', 'Validation']}>
              <EnquiryForm
                labelledBy="enquiry-heading"
                defaultMessage={enquiryMessageFor(property, t)}
                page={path}
                property={property._id}
              />
            </IslandTexts>
          </Container>
        </section>
      </div>
    </>
  )
}
