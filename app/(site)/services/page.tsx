import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { ContentFrame } from '@/components/content/content-frame'
import { pageMetadata } from '@/components/content/page-metadata'
import { CallToAction } from '@/components/services/call-to-action'
import { ServicesGrid } from '@/components/services/services-grid'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import { pageBanners } from '@/content/banners'
import { serviceCards, servicesOverview } from '@/content/services'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Real Estate Services in Dubai',
  description:
    'Buying, selling, renting, off-plan, mortgages, property management, holiday homes, commercial and interiors: every real-estate service in Dubai from one licensed team.',
  path: '/services',
  image: servicesOverview.intro.image,
})

export default function ServicesPage() {
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
            eyebrow="Nine services"
            title={<span id="services-grid-title">How we can help</span>}
            description="Choose a service to see how we work, step by step."
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
