import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localeAlternates, openGraphLocale } from '@/components/content/page-metadata'
import { AboutSection } from '@/components/home/about-section'
import { BuyFrame } from '@/components/home/buy-frame'
import { ContactSection } from '@/components/home/contact-section'
import { CountersSection } from '@/components/home/counters-section'
import { FeaturedProperties } from '@/components/home/featured-properties'
import { HeroBanner } from '@/components/home/hero-banner'
import { homeContent } from '@/components/home/home-content'
import { ListPropertyCta } from '@/components/home/list-property-cta'
import { NewLaunches } from '@/components/home/new-launches'
import { PartnersSection } from '@/components/home/partners-section'
import { PopularAreas } from '@/components/home/popular-areas'
import { ServicesTeaser } from '@/components/home/services-teaser'
import { TeamStrip } from '@/components/home/team-strip'
import { TrustStrip } from '@/components/home/trust-strip'
import { readSiteSettings } from '@/components/layout/site-settings'
import { TestimonialsSection } from '@/components/testimonials/testimonials-section'
import { env } from '@/lib/env'
import { localeOr } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { pageLocale } from '@/lib/i18n/request-locale'
import { failIfFaulted } from '@/lib/server/faults'

export const dynamic = 'force-dynamic'

interface HomePageProps {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const { heroBanner } = homeContent(locale)
  const title = `${env.SITE_NAME} | ${heroBanner.title}`
  const description = (await getTranslations({ locale, namespace: 'Home' }))('metaDescription')
  return {
    title: { absolute: title },
    description,
    alternates: localeAlternates(locale, '/'),
    openGraph: {
      type: 'website',
      url: getPathname({ href: '/', locale }),
      siteName: env.SITE_NAME,
      ...openGraphLocale(locale),
      title,
      description,
      images: [{ url: '/images/hero.jpg', alt: heroBanner.title }],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: ['/images/hero.jpg'],
    },
  }
}

export default async function HomePage({ params }: HomePageProps) {
  await pageLocale(params)
  // Test-only (TEST_FAULTS=1 and cookie test-fault=page): a real server error in this segment,
  // so the browser tests can see the router-failure screen of app/(site)/error.tsx.
  await failIfFaulted('page')
  const settings = await readSiteSettings()
  return (
    <>
      <HeroBanner />
      <TrustStrip />
      {/* Below the first view: each section is laid out as it comes near (globals.css). */}
      <div className="render-children-when-near">
        <AboutSection siteName={env.SITE_NAME} />
        <TeamStrip />
        <CountersSection />
        <FeaturedProperties />
        <NewLaunches />
        <PopularAreas />
        <PartnersSection />
        <ServicesTeaser />
        <ListPropertyCta />
        <BuyFrame />
        <TestimonialsSection className="bg-white" />
        <ContactSection settings={settings} />
      </div>
    </>
  )
}
