import type { Metadata } from 'next'
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
import { pageBanners, serviceBanner } from '@/content/banners'
import { normaliseServiceId, serviceCards, services, serviceSlugById } from '@/content/services'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

/** SPEC: hyphens removed, lower-cased; a missing or unknown id shows the holiday home page. */
async function resolve(params: Props['params']) {
  const { id } = await params
  const serviceId = normaliseServiceId(safeDecode(id))
  const slug = serviceSlugById[serviceId]
  const card = serviceCards.find((c) => c.id === serviceId)
  return { serviceId, slug, content: services[serviceId], card }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, content, card } = await resolve(params)
  return pageMetadata({
    title: `${content.bannerTitle} in Dubai`,
    description: card?.desc ?? content.frameData.paragraphs[0]!,
    // Every spelling of a service (Off-Plan, offplan, an unknown id) names one canonical page.
    path: `/services/${slug}`,
    image: serviceBanner(slug),
  })
}

export default async function ServicePage({ params }: Props) {
  const { slug, content } = await resolve(params)
  const { frameData, boxData, imagedData, pointData, fixedBgData } = content
  return (
    <>
      <PageBanner title={content.bannerTitle} eyebrow="Our Services" image={serviceBanner(slug)} />
      <Container className="py-20 md:py-28">
        <ContentFrame
          title={frameData.title}
          paragraphs={frameData.paragraphs}
          image={frameData.image}
          imageHeight={520}
          buttons={[{ text: 'Talk to an Adviser', link: '/contact' }]}
        />
      </Container>
      {boxData && <BoxList data={boxData} />}
      <ServiceList data={imagedData} />
      {pointData && <PointsBlock data={pointData} />}
      <CallToAction {...fixedBgData} link="/contact" image={pageBanners.servicesCallToAction} height={380} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: content.bannerTitle,
          serviceType: content.bannerTitle,
          description: frameData.paragraphs[0],
          url: `${env.SITE_URL}/services/${slug}`,
          areaServed: { '@type': 'City', name: 'Dubai' },
          provider: { '@type': 'RealEstateAgent', name: env.SITE_NAME, url: env.SITE_URL },
        }}
      />
      <JsonLd
        data={breadcrumbList(env.SITE_URL, [
          { name: 'Home', path: '/' },
          { name: 'Our Services', path: '/services' },
          { name: content.bannerTitle, path: `/services/${slug}` },
        ])}
      />
    </>
  )
}
