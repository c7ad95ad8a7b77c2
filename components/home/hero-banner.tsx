import { getTranslations } from 'next-intl/server'
import { FirstViewPicture } from '@/components/content/first-view-picture'
import { FilterBar } from '@/components/filters/filter-bar'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import type { CitiesAndTypes } from '@/lib/api/types'
import { getCitiesAndTypes } from '@/lib/server/properties'
import { bannerImage } from '@/components/content/banner-placeholder'
import { ArrowRight } from '@/components/ui/arrow-right'
import { getLocale } from '@/lib/i18n/request-locale'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { homeContent } from './home-content'

async function readLookup(): Promise<CitiesAndTypes | undefined> {
  try {
    return await getCitiesAndTypes()
  } catch {
    // The filter bar fetches the choices itself when the server could not.
    return undefined
  }
}

/**
 * The home banner: the page's LCP element is the photo, so it is preloaded at high priority and
 * sized to the viewport; the heading rises in with CSS alone so it never waits for JavaScript.
 */
export async function HeroBanner() {
  const locale = getLocale()
  const t = await getTranslations('Home')
  const { heroBanner } = homeContent(locale)
  const [lookup, display] = await Promise.all([readLookup(), getDisplayPrefs()])
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-ink text-ivory relative isolate overflow-hidden"
    >
      {/* Phones: the photo fills the top and fades into ink under the search (docs/requirements.md
          §9: banner image placement changes at 767 px); wider screens: it covers the whole
          banner. */}
      <div className="absolute inset-x-0 top-0 -z-10 h-[32rem] md:inset-0 md:h-auto">
        <FirstViewPicture
          src="/images/hero.jpg"
          alt={t('heroImageAlt')}
          fill
          sizes="100vw"
          {...bannerImage('/images/hero.jpg')}
          className="object-cover object-[62%_center]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[linear-gradient(180deg,rgb(10_19_34/0.35)_0%,rgb(10_19_34/0.45)_45%,rgb(15_27_45)_100%)] md:bg-[linear-gradient(180deg,rgb(10_19_34/0.5)_0%,rgb(10_19_34/0.3)_35%,rgb(10_19_34/0.7)_75%,rgb(10_19_34/0.9)_100%)]"
        />
        {/* Darkest behind the text, which starts on the right in Arabic. */}
        <div
          aria-hidden="true"
          className="from-ink/60 via-ink/15 absolute inset-0 hidden bg-gradient-to-r to-transparent md:block rtl:bg-gradient-to-l"
        />
      </div>
      <Container className="flex min-h-[calc(100svh-72px)] flex-col justify-end pt-44 pb-10 md:pt-28 md:pb-14 lg:min-h-[min(calc(100svh-88px),880px)]">
        <div className="hero-rise max-w-4xl">
          <p className="text-sand-200 mb-5 text-xs font-semibold tracking-[0.3em] uppercase rtl:tracking-normal">
            {t('heroEyebrow')}
          </p>
          <h1
            id="hero-title"
            className="font-display text-[2.9rem] leading-[1.02] font-medium text-balance md:text-7xl lg:text-[5.25rem] rtl:leading-[1.25]"
          >
            {heroBanner.title}
          </h1>
          <p className="text-ivory/85 mt-6 max-w-xl text-base leading-relaxed md:text-lg">
            {heroBanner.description}
          </p>
        </div>
        <div className="hero-rise mt-10 [animation-delay:0.2s] md:mt-12">
          <FilterBar theme="dark" lookup={lookup} currency={display.currency} />
        </div>
        <div className="hero-rise mt-6 flex items-center gap-5 [animation-delay:0.3s]">
          <ButtonLink href={heroBanner.link} variant="outline-light">
            {heroBanner.buttonText}
            <ArrowRight />
          </ButtonLink>
          <p className="text-ivory/75 hidden text-sm md:block">{t('heroBrowse')}</p>
        </div>
      </Container>
    </section>
  )
}
