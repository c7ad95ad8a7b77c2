import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { pageMetadata } from '@/components/content/page-metadata'
import { StepList } from '@/components/content/step-list'
import { ComplaintForm } from '@/components/forms/complaint-form'
import { IslandTexts } from '@/components/i18n/island-texts'
import { readSiteSettings } from '@/components/layout/site-settings'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import * as complaintAr from '@/content/ar/complaint'
import * as complaintRu from '@/content/ru/complaint'
import * as complaintZh from '@/content/zh/complaint'
import { pageBanners } from '@/content/banners'
import * as complaintEn from '@/content/complaint'
import { phoneHref } from '@/lib/format'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { inEdition } from '@/lib/i18n/content-edition'
import { pageLocale } from '@/lib/i18n/request-locale'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>

const contentIn = (locale: Locale) => inEdition(locale, { en: complaintEn, ar: complaintAr, ru: complaintRu, zh: complaintZh })

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const { complaintPage } = contentIn(locale)
  return pageMetadata({
    locale,
    title: complaintPage.title,
    description: complaintPage.description,
    path: '/complaint',
    image: pageBanners.complaint,
  })
}

export default async function ComplaintPage({ params }: { params: Params }) {
  const locale = await pageLocale(params)
  const { complaintPage: t, complaintFormTitle, complaintIntro, complaintSteps } = contentIn(locale)
  const settings = await readSiteSettings()
  return (
    <>
      <PageBanner
        title={t.bannerTitle}
        description={t.bannerDescription}
        image={pageBanners.complaint}
      />

      <section aria-labelledby="procedure-title" className="py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow={t.eyebrow}
            title={<span id="procedure-title">{complaintIntro.title}</span>}
            description={complaintIntro.description}
          />
          <div className="mt-16">
            <StepList steps={complaintSteps} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="complaint-form-title" className="bg-stone-100 py-20 md:py-28">
        <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-4">
            <Reveal
              as="h2"
              className="font-display text-ink text-[2.6rem] leading-[1.05] font-medium md:text-5xl"
            >
              <span id="complaint-form-title">{complaintFormTitle}</span>
            </Reveal>
            <p className="text-ink/70 mt-5 leading-relaxed">{t.formIntro}</p>
            <dl className="border-ink/10 mt-10 space-y-5 border-t pt-8 text-sm">
              <div>
                <dt className="text-ink/60 text-xs font-semibold tracking-[0.2em] uppercase rtl:tracking-normal">
                  {t.call}
                </dt>
                <dd className="mt-1">
                  <a
                    href={phoneHref(settings.landline)}
                    dir="ltr"
                    className="text-ink hover:text-sand-700 text-base font-semibold"
                  >
                    {settings.landline}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-ink/60 text-xs font-semibold tracking-[0.2em] uppercase rtl:tracking-normal">
                  {t.email}
                </dt>
                <dd className="mt-1">
                  <a
                    href={`mailto:${settings.email}`}
                    dir="ltr"
                    className="text-ink hover:text-sand-700 text-base font-semibold"
                  >
                    {settings.email}
                  </a>
                </dd>
              </div>
            </dl>
          </div>
          <div className="shadow-soft ring-ink/[0.04] rounded-3xl bg-white p-6 ring-1 sm:p-10 lg:col-span-8">
            {/* The form is a client island: its words are the Forms and Validation namespaces. */}
            <IslandTexts namespaces={['Forms', 'Validation']}>
              <ComplaintForm />
            </IslandTexts>
          </div>
        </Container>
      </section>
    </>
  )
}
