import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageBanner } from '@/components/banner/page-banner'
import { ContentFrame } from '@/components/content/content-frame'
import { pageMetadata } from '@/components/content/page-metadata'
import { CallToAction } from '@/components/services/call-to-action'
import { ServicesGrid } from '@/components/services/services-grid'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import * as servicesAr from '@/content/ar/services'
import * as servicesRu from '@/content/ru/services'
import * as servicesZh from '@/content/zh/services'
import { pageBanners } from '@/content/banners'
import * as servicesEn from '@/content/services'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { inEdition } from '@/lib/i18n/content-edition'
import { pageLocale } from '@/lib/i18n/request-locale'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>

const servicesIn = (locale: Locale) => inEdition(locale, { en: servicesEn, ar: servicesAr, ru: servicesRu, zh: servicesZh })

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Services' })
  return pageMetadata({
    locale,
    title: t('overviewMetaTitle'),
    description: t('overviewMetaDescription'),
    path: '/services',
    image: servicesIn(locale).servicesOverview.intro.image,
  })
}

export default async function ServicesPage({ params }: { params: Params }) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Services')
  const { serviceCards, servicesOverview } = servicesIn(locale)
  const { intro, callToAction } = servicesOverview
  return (
    <>
      <PageBanner
        title={servicesOverview.bannerTitle}
        description={servicesOverview.bannerDescription}
        image={pageBanners.services}
      />
      <Container className="py-20 md:py-28">
        <ContentFrame {...intro} imageHeight={520} />
      </Container>
      <section aria-labelledby="services-grid-title" className="bg-stone-100 py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow={t('gridEyebrow')}
            title={<span id="services-grid-title">{t('gridTitle')}</span>}
            description={t('gridDescription')}
          />
          <div className="mt-14">
            <ServicesGrid cards={serviceCards} />
          </div>
        </Container>
      </section>
      <CallToAction {...callToAction} image={pageBanners.servicesCallToAction} height={370} />
    </>
  )
}
