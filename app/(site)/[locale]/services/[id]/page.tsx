import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageBanner } from '@/components/banner/page-banner'
import { breadcrumbList } from '@/components/content/breadcrumb-list'
import { ContentFrame } from '@/components/content/content-frame'
import { JsonLd } from '@/components/content/json-ld'
import { pageMetadata } from '@/components/content/page-metadata'
import { safeDecode } from '@/components/content/safe-decode'
import { BoxList } from '@/components/services/box-list'
import { CallToAction } from '@/components/services/call-to-action'
import { PointsBlock } from '@/components/services/points-block'
import { ServiceList } from '@/components/services/service-list'
import { Container } from '@/components/ui/container'
import * as servicesAr from '@/content/ar/services'
import * as servicesRu from '@/content/ru/services'
import * as servicesZh from '@/content/zh/services'
import { pageBanners, serviceBanner } from '@/content/banners'
import * as servicesEn from '@/content/services'
import { env } from '@/lib/env'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { inEdition } from '@/lib/i18n/content-edition'
import { getPathname } from '@/lib/i18n/navigation'
import { pageLocale } from '@/lib/i18n/request-locale'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

/**
 * docs/requirements.md §2: hyphens removed, lower-cased; a missing or unknown id shows the holiday
 * home page.
 */
async function resolve(params: Props['params'], locale: Locale) {
  const { id } = await params
  const { normaliseServiceId, serviceCards, services, serviceSlugById } = inEdition(locale, { en: servicesEn, ar: servicesAr, ru: servicesRu, zh: servicesZh })
  const serviceId = normaliseServiceId(safeDecode(id))
  const slug = serviceSlugById[serviceId]
  const card = serviceCards.find((c) => c.id === serviceId)
  return { serviceId, slug, content: services[serviceId], card }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const { slug, content, card } = await resolve(params, locale)
  const t = await getTranslations({ locale, namespace: 'Services' })
  return pageMetadata({
    locale,
    title: t('serviceMetaTitle', { service: content.bannerTitle }),
    description: card?.desc ?? content.frameData.paragraphs[0]!,
    // Every spelling of a service (Off-Plan, offplan, an unknown id) names one canonical page.
    path: `/services/${slug}`,
    image: serviceBanner(slug),
  })
}

export default async function ServicePage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Services')
  const { slug, content } = await resolve(params, locale)
  const { frameData, boxData, imagedData, pointData, fixedBgData } = content
  const path = `/services/${slug}`
  return (
    <>
      <PageBanner
        title={content.bannerTitle}
        eyebrow={t('serviceEyebrow')}
        image={serviceBanner(slug)}
      />
      <Container className="py-20 md:py-28">
        <ContentFrame
          title={frameData.title}
          paragraphs={frameData.paragraphs}
          image={frameData.image}
          imageHeight={520}
          buttons={[{ text: t('talkToAdviser'), link: '/contact' }]}
        />
      </Container>
      {boxData && <BoxList data={boxData} />}
      <ServiceList data={imagedData} />
      {pointData && <PointsBlock data={pointData} />}
      <CallToAction
        {...fixedBgData}
        link="/contact"
        image={pageBanners.servicesCallToAction}
        height={380}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: content.bannerTitle,
          serviceType: content.bannerTitle,
          description: frameData.paragraphs[0],
          url: `${env.SITE_URL}${getPathname({ href: path, locale })}`,
          areaServed: { '@type': 'City', name: t('city') },
          provider: { '@type': 'RealEstateAgent', name: env.SITE_NAME, url: env.SITE_URL },
        }}
      />
      <JsonLd
        data={breadcrumbList(env.SITE_URL, [
          { name: t('breadcrumbHome'), path: getPathname({ href: '/', locale }) },
          { name: t('breadcrumbServices'), path: getPathname({ href: '/services', locale }) },
          { name: content.bannerTitle, path: getPathname({ href: path, locale }) },
        ])}
      />
    </>
  )
}
