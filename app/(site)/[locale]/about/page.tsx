import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { ContentFrame } from '@/components/content/content-frame'
import { pageMetadata } from '@/components/content/page-metadata'
import { ValuesGrid } from '@/components/content/values-grid'
import { Container } from '@/components/ui/container'
import { CounterGroup } from '@/components/ui/counter.client'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import * as aboutEn from '@/content/about'
import * as aboutAr from '@/content/ar/about'
import * as aboutRu from '@/content/ru/about'
import * as aboutZh from '@/content/zh/about'
import { pageBanners } from '@/content/banners'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { inEdition } from '@/lib/i18n/content-edition'
import { pageLocale } from '@/lib/i18n/request-locale'

export const dynamic = 'force-dynamic'

interface AboutPageProps {
  params: Promise<{ locale: string }>
}

function aboutContent(locale: Locale) {
  return inEdition(locale, { en: aboutEn, ar: aboutAr, ru: aboutRu, zh: aboutZh })
}

export async function generateMetadata({ params }: AboutPageProps): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const { aboutPage } = aboutContent(locale)
  return pageMetadata({
    locale,
    title: aboutPage.title,
    description: aboutPage.metaDescription,
    path: '/about',
    image: pageBanners.about,
  })
}

export default async function AboutPage({ params }: AboutPageProps) {
  const locale = await pageLocale(params)
  const {
    aboutCounters,
    aboutPage,
    aboutText,
    ceoMessage,
    leadership,
    mission,
    values,
    valuesTitle,
    vision,
    whoWeAre,
    whyChooseUs,
    whyChooseUsTitle,
  } = aboutContent(locale)
  return (
    <>
      <PageBanner
        title={aboutPage.title}
        description={aboutPage.bannerDescription}
        image={pageBanners.about}
      />

      <Container className="py-20 md:py-28">
        <ContentFrame {...ceoMessage} imagePosition="left" imageAlt={aboutPage.ceoImageAlt} />
      </Container>

      <section className="bg-stone-100 py-20 md:py-28">
        <Container>
          <ContentFrame {...aboutText} imageHeight={520} />
        </Container>
      </section>

      <Container className="py-20 md:py-28">
        <ContentFrame {...whoWeAre} imagePosition="left" imageHeight={520} />
      </Container>

      <section aria-labelledby="vision-title" className="bg-ink text-ivory py-20 md:py-28">
        <Container>
          <h2 id="vision-title" className="sr-only">
            {aboutPage.visionHeading}
          </h2>
          <div className="border-ivory/10 grid gap-12 border-b pb-16 md:grid-cols-2 md:gap-16">
            {[vision, mission].map((item, index) => (
              <Reveal key={item.title} delay={index * 0.15}>
                <p className="text-sand-300 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
                  {item.title}
                </p>
                <p className="font-display text-ivory mt-5 text-3xl leading-snug md:text-[2.1rem] rtl:leading-normal">
                  {item.description}
                </p>
              </Reveal>
            ))}
          </div>
          <div className="pt-16">
            <SectionTitle tone="light" title={valuesTitle} />
            <div className="mt-12">
              <ValuesGrid items={values} tone="light" testId="values" />
            </div>
          </div>
        </Container>
      </section>

      <Container className="py-20 md:py-28">
        <ContentFrame {...leadership} imageHeight={520} />
      </Container>

      <section aria-labelledby="why-title" className="bg-stone-100 py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow={aboutPage.whyEyebrow}
            title={<span id="why-title">{whyChooseUsTitle}</span>}
            align="center"
          />
          <div className="mt-14">
            <ValuesGrid items={whyChooseUs} columns={4} testId="why-choose-us" />
          </div>
        </Container>
      </section>

      <section aria-labelledby="about-counters-title" className="py-20 md:py-24">
        <Container className="grid gap-12 lg:grid-cols-12 lg:items-end">
          <div className="lg:col-span-4">
            <p className="text-sand-600 mb-4 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
              {aboutPage.countersEyebrow}
            </p>
            <Reveal
              as="h2"
              className="font-display text-4xl leading-tight font-medium md:text-5xl rtl:leading-snug"
            >
              <span id="about-counters-title">{aboutPage.countersTitle}</span>
            </Reveal>
          </div>
          <CounterGroup items={aboutCounters} className="lg:col-span-8" />
        </Container>
      </section>
    </>
  )
}
