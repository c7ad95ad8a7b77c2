import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { ApplyButton } from '@/components/careers/application-modal.client'
import { FaqList } from '@/components/careers/faq-list'
import { TeamSlider } from '@/components/careers/team-slider.client'
import { ContentFrame } from '@/components/content/content-frame'
import { IslandTexts } from '@/components/i18n/island-texts'
import { JsonLd } from '@/components/content/json-ld'
import { pageMetadata } from '@/components/content/page-metadata'
import { StateMessage } from '@/components/content/state-message'
import { ValuesGrid } from '@/components/content/values-grid'
import { readSiteSettings } from '@/components/layout/site-settings'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import * as careersAr from '@/content/ar/careers'
import * as careersRu from '@/content/ru/careers'
import * as careersZh from '@/content/zh/careers'
import { pageBanners } from '@/content/banners'
import * as careersEn from '@/content/careers'
import { CAREER_MODAL_LINK } from '@/content/careers'
import type { TeamMember } from '@/lib/api/types'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { inEdition } from '@/lib/i18n/content-edition'
import { pageLocale } from '@/lib/i18n/request-locale'
import { listTeam } from '@/lib/server/team'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>

const contentIn = (locale: Locale) => inEdition(locale, { en: careersEn, ar: careersAr, ru: careersRu, zh: careersZh })

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const { careersPage, joinUs } = contentIn(locale)
  return pageMetadata({
    locale,
    title: careersPage.title,
    description: careersPage.description,
    path: '/careers',
    image: joinUs.image,
  })
}

const SLIDER_LIMIT = 12

export default async function CareersPage({ params }: { params: Params }) {
  const locale = await pageLocale(params)
  const {
    careersPage: t,
    careerFaqs,
    joinUs,
    whyWorkWithUs,
    whyWorkWithUsTitle,
  } = contentIn(locale)
  const [teamResult, settings] = await Promise.all([
    listTeam({ page: 1, limit: SLIDER_LIMIT }, locale).then(
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
      <PageBanner title={t.title} description={t.bannerDescription} image={pageBanners.careers} />

      <Container className="py-20 md:py-28">
        <ContentFrame
          {...joinUs}
          renderButton={(button, className) =>
            // docs/requirements.md §2: a button whose link is the modal marker opens the modal;
            // others navigate. The modal and its application form are client islands: their
            // words are the CareersApplication and Forms namespaces, their messages Validation.
            button.link === CAREER_MODAL_LINK ? (
              <IslandTexts namespaces={['CareersApplication', 'Forms', 'Validation']}>
                <ApplyButton label={button.text} className={className} />
              </IslandTexts>
            ) : undefined
          }
        />
      </Container>

      <section aria-labelledby="why-work-title" className="bg-stone-100 py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow={t.lifeEyebrow}
            title={<span id="why-work-title">{whyWorkWithUsTitle}</span>}
          />
          <div className="mt-14">
            <ValuesGrid items={whyWorkWithUs} columns={4} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="careers-team-title" className="py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow={t.teamEyebrow}
            title={<span id="careers-team-title">{t.teamTitle}</span>}
            description={t.teamDescription}
          />
          <div className="mt-14">
            {!team ? (
              <StateMessage>{t.teamError}</StateMessage>
            ) : team.length === 0 ? null : (
              // The slider, and the team cards in it, are client components: they get these texts.
              <IslandTexts namespaces={['Careers', 'Team']}>
                <TeamSlider members={team} />
              </IslandTexts>
            )}
          </div>
        </Container>
      </section>

      <section aria-labelledby="faq-title" className="bg-white py-20 md:py-28">
        <Container className="grid gap-14 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionTitle eyebrow={t.faqEyebrow} title={<span id="faq-title">{t.faqTitle}</span>} />
            <div id="apply" className="bg-ink text-ivory mt-10 scroll-mt-32 rounded-2xl p-8">
              <h3 className="font-display text-3xl leading-tight">{t.applyTitle}</h3>
              <p className="text-ivory/75 mt-3 leading-relaxed">
                {t.applyBefore}{' '}
                <a
                  href={`mailto:${settings.email}?subject=${encodeURIComponent(t.mailSubject)}`}
                  dir="ltr"
                  className="text-sand-200 font-semibold underline underline-offset-4 hover:text-white"
                >
                  {settings.email}
                </a>{' '}
                {t.applyAfter}
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
          inLanguage: locale,
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
