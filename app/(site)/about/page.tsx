import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { ContentFrame } from '@/components/content/content-frame'
import { pageMetadata } from '@/components/content/page-metadata'
import { ValuesGrid } from '@/components/content/values-grid'
import { Container } from '@/components/ui/container'
import { CounterGroup } from '@/components/ui/counter.client'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import {
  aboutCounters,
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
} from '@/content/about'
import { pageBanners } from '@/content/banners'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description:
    'A RERA-registered Dubai brokerage with 20+ years of combined experience in off-plan, sales and leasing. Meet our CEO, our values and why clients choose us.',
  path: '/about',
  image: pageBanners.about,
})

export default function AboutPage() {
  return (
    <>
      <PageBanner
        title="About Us"
        description="An established Dubai brokerage, built on trust and measured by results."
        image={pageBanners.about}
      />

      <Container className="py-20 md:py-28">
        <ContentFrame {...ceoMessage} imagePosition="left" imageAlt="Our Chief Executive Officer" />
      </Container>

      <section className="bg-stone-100 py-20 md:py-28">
        <Container>
          <ContentFrame {...aboutText} imageHeight={520} />
        </Container>
      </section>

      <Container className="py-20 md:py-28">
        <ContentFrame {...whoWeAre} imagePosition="left" imageHeight={520} />
      </Container>

      <section aria-labelledby="vision-title" className="bg-ink py-20 text-ivory md:py-28">
        <Container>
          <h2 id="vision-title" className="sr-only">
            Vision and values
          </h2>
          <div className="grid gap-12 border-b border-ivory/10 pb-16 md:grid-cols-2 md:gap-16">
            {[vision, mission].map((item, index) => (
              <Reveal key={item.title} delay={index * 0.15}>
                <p className="text-xs font-semibold tracking-[0.25em] text-sand-300 uppercase">{item.title}</p>
                <p className="mt-5 font-display text-3xl leading-snug text-ivory md:text-[2.1rem]">{item.description}</p>
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
            eyebrow="Our difference"
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
            <p className="mb-4 text-xs font-semibold tracking-[0.25em] text-sand-600 uppercase">In numbers</p>
            <Reveal as="h2" className="font-display text-4xl leading-tight font-medium md:text-5xl">
              <span id="about-counters-title">A track record you can measure</span>
            </Reveal>
          </div>
          <CounterGroup items={aboutCounters} className="lg:col-span-8" />
        </Container>
      </section>
    </>
  )
}
