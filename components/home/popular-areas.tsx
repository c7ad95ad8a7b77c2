import Image from 'next/image'
import Link from 'next/link'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import { homeSectionTitles, popularAreas } from '@/content/home'
import type { AreaCard } from '@/content/types'
import type { ImageRef } from '@/lib/api/types'
import { getArticle } from '@/lib/server/articles'
import { publicImage } from './public-image'
import { ArrowRight } from '@/components/ui/arrow-right'

/** The area's own picture when it ships with the site, else its guide article's banner. */
async function areaImage(area: AreaCard): Promise<ImageRef | null> {
  const own = publicImage(area.image, `/images/area-${area.slug}.jpg`)
  if (own) return { s3Url: own, alt: '' }
  try {
    return (await getArticle(area.slug))?.banner ?? null
  } catch {
    return null
  }
}

/** SPEC: 'Explore Dubai', four popular-area cards each linking to its guide (/news/{id}). */
export async function PopularAreas() {
  const areas = await Promise.all(popularAreas.map(async (area) => ({ area, image: await areaImage(area) })))
  return (
    <section aria-labelledby="areas-title" className="bg-stone-100 py-20 md:py-28 lg:py-32">
      <Container>
        <SectionTitle
          eyebrow="Popular areas"
          title={<span id="areas-title">{homeSectionTitles.exploreDubai}</span>}
          description={homeSectionTitles.exploreDubaiDescription}
          className="mb-12 md:mb-14"
        />
        <ul className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-4 lg:gap-6">
          {areas.map(({ area, image }, index) => (
            <li key={area.slug} data-area-card className="w-[78%] shrink-0 snap-start sm:w-auto">
              <Link href={`/news/${area.slug}`} className="group block focus-visible:outline-offset-4">
                <div className={`relative overflow-hidden rounded-2xl bg-ink ${index % 2 ? 'aspect-[4/5] lg:mt-12' : 'aspect-[4/5]'}`}>
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
                    className="absolute top-4 left-4 rounded-full bg-ink/70 px-3 py-1 font-display text-base text-ivory lining-nums tabular-nums"
                  >
                    0{index + 1}
                  </span>
                </div>
                <h3 className="mt-5 flex items-center justify-between gap-3 font-display text-2xl leading-tight md:text-[1.75rem]">
                  {area.title}
                  <ArrowRight className="text-sand-700 transition-transform duration-300 group-hover:translate-x-1" />
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink/70">{area.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
