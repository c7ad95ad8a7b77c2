import { useTranslations } from 'next-intl'
import Image from 'next/image'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { getLocale } from '@/lib/i18n/request-locale'
import { homeContent } from './home-content'

/** docs/requirements.md §1: an about block titled 'About' followed by the product's name. */
export function AboutSection({ siteName }: { siteName: string }) {
  const locale = getLocale()
  const t = useTranslations('Home')
  const { homeAbout } = homeContent(locale)
  return (
    <section aria-labelledby="about-title" className="py-20 md:py-28 lg:py-32">
      <Container className="grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="relative lg:col-span-6">
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-stone-200 md:aspect-[5/4] lg:aspect-[4/5]">
            {homeAbout.image && (
              <Image
                src={homeAbout.image}
                alt={t('aboutImageAlt')}
                fill
                sizes="(max-width: 1024px) 100vw, 50vw"
                className="object-cover"
              />
            )}
          </div>
          <div className="bg-ink text-ivory shadow-soft absolute start-6 -bottom-6 hidden rounded-2xl px-7 py-6 md:block">
            <p className="font-display text-sand-300 text-5xl leading-none lining-nums tabular-nums">
              20+
            </p>
            <p className="text-ivory/80 mt-2 max-w-[11rem] text-sm leading-snug">
              {t('aboutYears')}
            </p>
          </div>
        </div>
        <div className="lg:col-span-6">
          <p className="text-sand-700 mb-4 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
            {t('aboutEyebrow')}
          </p>
          <Reveal
            as="h2"
            className="font-display text-[2.6rem] leading-[1.05] font-medium md:text-5xl lg:text-6xl rtl:leading-[1.3]"
          >
            <span id="about-title">
              {`${homeAbout.title} `}
              <span className="text-sand-700">{siteName}</span>
            </span>
          </Reveal>
          <div className="text-ink/75 mt-8 space-y-5 text-base leading-relaxed md:text-lg">
            {homeAbout.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          {homeAbout.buttons && (
            <div className="mt-10 flex flex-wrap gap-3">
              {homeAbout.buttons.map((button) => (
                <ButtonLink key={button.link} href={button.link} variant="dark">
                  {button.text}
                </ButtonLink>
              ))}
            </div>
          )}
        </div>
      </Container>
    </section>
  )
}
