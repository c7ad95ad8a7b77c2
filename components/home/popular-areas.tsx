import { getTranslations } from 'next-intl/server'
import Image from 'next/image'
import { Link } from '@/lib/i18n/navigation'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import type { AreaCard } from '@/content/types'
import type { ImageRef } from '@/lib/api/types'
import { communityLabel } from '@/lib/i18n/communities'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'
import { getArticle } from '@/lib/server/articles'
import { homeContent } from './home-content'
import { publicImage } from './public-image'
import { ArrowRight } from '@/components/ui/arrow-right'

/**
 * The card titles of docs/requirements.md §2 are the English names, one of them spelt its own way;
 * the communities list knows the community by its registered name.
 */
const COMMUNITY_OF_TITLE: Partial<Record<AreaCard['title'], string>> = {
  'Dubai Hills Estates': 'Dubai Hills Estate',
}

function areaTitle(area: AreaCard, locale: Locale): string {
  return locale === 'en'
    ? area.title
    : communityLabel(COMMUNITY_OF_TITLE[area.title] ?? area.title, locale)
}

/** The area's own picture when it ships with the site, else its guide article's banner. */
async function areaImage(area: AreaCard, locale: Locale): Promise<ImageRef | null> {
  const own = publicImage(area.image, `/images/area-${area.slug}.jpg`)
  if (own) return { s3Url: own, alt: '' }
  try {
    return (await getArticle(area.slug, locale))?.banner ?? null
  } catch {
    return null
  }
}

/**
 * docs/requirements.md §1: 'Explore Dubai', four popular-area cards each linking to its guide
 * (/news/{id}).
 */
export async function PopularAreas() {
  const locale = getLocale()
  const t = await getTranslations('Home')
  const { homeSectionTitles, popularAreas } = homeContent(locale)
  const areas = await Promise.all(
    popularAreas.map(async (area) => ({ area, image: await areaImage(area, locale) })),
  )
  return (
    <section aria-labelledby="areas-title" className="bg-stone-100 py-20 md:py-28 lg:py-32">
      <Container>
        <SectionTitle
          eyebrow={t('areasEyebrow')}
          title={<span id="areas-title">{homeSectionTitles.exploreDubai}</span>}
          description={homeSectionTitles.exploreDubaiDescription}
          className="mb-12 md:mb-14"
        />
        <ul className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-4 lg:gap-6">
          {areas.map(({ area, image }, index) => (
            <li key={area.slug} data-area-card className="w-[78%] shrink-0 snap-start sm:w-auto">
              <Link
                href={`/news/${area.slug}`}
                className="group block focus-visible:outline-offset-4"
              >
                <div
                  className={`bg-ink relative overflow-hidden rounded-2xl ${index % 2 ? 'aspect-[4/5] lg:mt-12' : 'aspect-[4/5]'}`}
                >
                  {image && (
                    <Image
                      src={image.s3Url}
                      alt=""
                      fill
                      sizes="(max-width: 639px) 100vw, (max-width: 1024px) 50vw, 300px"
                      className="object-cover transition-transform duration-700 ease-out group-hover:scale-105 group-focus-visible:scale-105"
                    />
                  )}
                  <span
                    aria-hidden="true"
                    className="bg-ink/70 font-display text-ivory absolute start-4 top-4 rounded-full px-3 py-1 text-base lining-nums tabular-nums"
                  >
                    0{index + 1}
                  </span>
                </div>
                <h3 className="font-display mt-5 flex items-center justify-between gap-3 text-2xl leading-tight md:text-[1.75rem]">
                  {areaTitle(area, locale)}
                  <ArrowRight className="text-sand-700 transition-transform duration-300 group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
                </h3>
                <p className="text-ink/70 mt-2 text-sm leading-relaxed">{area.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
