import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { ApplyButton } from '@/components/careers/application-modal.client'
import { FaqList } from '@/components/careers/faq-list'
import { TeamSlider } from '@/components/careers/team-slider.client'
import { ContentFrame } from '@/components/content/content-frame'
import { JsonLd } from '@/components/content/json-ld'
import { pageMetadata } from '@/components/content/page-metadata'
import { StateMessage } from '@/components/content/state-message'
import { ValuesGrid } from '@/components/content/values-grid'
import { readSiteSettings } from '@/components/layout/site-settings'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import { pageBanners } from '@/content/banners'
import { CAREER_MODAL_LINK, careerFaqs, joinUs, whyWorkWithUs, whyWorkWithUsTitle } from '@/content/careers'
import type { TeamMember } from '@/lib/api/types'
import { listTeam } from '@/lib/server/team'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Careers',
  description:
    'Build your real-estate career in Dubai: training from day one, quality leads, fair commission and a 100-strong international team. Apply online in two minutes.',
  path: '/careers',
  image: joinUs.image,
})

const SLIDER_LIMIT = 12

export default async function CareersPage() {
  const [teamResult, settings] = await Promise.all([
    listTeam({ page: 1, limit: SLIDER_LIMIT }).then(
      (page) => page.docs,
      (error: unknown) => {
        console.error('careers page: listTeam failed', error)
        return null
      },
    ),
    readSiteSettings(),
  ])
  const team: TeamMember[] | null = teamResult
  return (
    <>
      <PageBanner
        title="Careers"
        description="Join one of Dubai’s fastest-growing brokerages."
        image={pageBanners.careers}
      />

      <Container className="py-20 md:py-28">
        <ContentFrame
          {...joinUs}
          renderButton={(button, className) =>
            // SPEC: a button whose link is the modal marker opens the modal; others navigate.
            button.link === CAREER_MODAL_LINK ? <ApplyButton label={button.text} className={className} /> : undefined
          }
        />
      </Container>

      <section aria-labelledby="why-work-title" className="bg-stone-100 py-20 md:py-28">
        <Container>
          <SectionTitle eyebrow="Life at the firm" title={<span id="why-work-title">{whyWorkWithUsTitle}</span>} />
          <div className="mt-14">
            <ValuesGrid items={whyWorkWithUs} columns={4} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="careers-team-title" className="py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow="Your future colleagues"
            title={<span id="careers-team-title">Meet the team</span>}
            description="Consultants, specialists and managers from 23 nationalities — and a seat for you."
          />
          <div className="mt-14">
            {!team ? (
              <StateMessage>Team details not loaded. Something went wrong.</StateMessage>
            ) : team.length === 0 ? null : (
              <TeamSlider members={team} />
            )}
          </div>
        </Container>
      </section>

      <section aria-labelledby="faq-title" className="bg-white py-20 md:py-28">
        <Container className="grid gap-14 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionTitle eyebrow="Questions" title={<span id="faq-title">Frequently asked</span>} />
            <div id="apply" className="mt-10 scroll-mt-32 rounded-2xl bg-ink p-8 text-ivory">
              <h3 className="font-display text-3xl leading-tight">How to apply</h3>
              <p className="mt-3 leading-relaxed text-ivory/75">
                Use the Apply Now form, or e-mail your CV to{' '}
                <a
                  href={`mailto:${settings.email}?subject=${encodeURIComponent('Job application')}`}
                  className="font-semibold text-sand-200 underline underline-offset-4 hover:text-white"
                >
                  {settings.email}
                </a>{' '}
                with the role you are interested in.
              </p>
            </div>
          </div>
          <div className="lg:col-span-8">
            <FaqList faqs={careerFaqs} />
          </div>
        </Container>
      </section>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: careerFaqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer.join(' ') },
          })),
        }}
      />
    </>
  )
}
