import { getTranslations } from 'next-intl/server'
import Image from 'next/image'
import { Container } from '@/components/ui/container'
import { Marquee } from '@/components/ui/marquee'
import { SectionTitle } from '@/components/ui/section-title'
import type { Partner } from '@/lib/api/types'
import { getLocale } from '@/lib/i18n/request-locale'
import { listPartners } from '@/lib/server/partners'
import { homeContent } from './home-content'

/**
 * The width a logo is drawn at, at most. Given as the image's width (with no `sizes`), it makes
 * next/image offer a 1x and a 2x file instead of every configured width: with 56 logos in the
 * two marquees that is most of the home page's markup saved.
 */
const LOGO_WIDTH = 180

function logoItems(partners: Partner[]) {
  return partners.map((partner) => ({
    key: partner.id,
    node: (
      <div className="flex h-20 items-center justify-center rounded-xl border border-stone-200 bg-white px-3 md:h-24 md:px-5">
        <Image
          src={partner.image.s3Url}
          alt={partner.image.alt || partner.name}
          width={LOGO_WIDTH}
          height={Math.round(
            (LOGO_WIDTH * (partner.image.height ?? 96)) / (partner.image.width ?? 240),
          )}
          className="h-12 w-full object-contain md:h-14"
        />
      </div>
    ),
  }))
}

/**
 * The marquee's loop is built for a left-to-right row (globals.css: the track slides left by one
 * set; laid out right to left, it would slide away from an empty edge). Logos have no reading
 * direction, so the rows keep a left-to-right layout in Arabic too and loop seamlessly.
 */
const MARQUEE_CLASS = '[direction:ltr]'

/**
 * docs/requirements.md §1: 'Our Partners', two rows of the 14 logos scrolling in opposite
 * directions.
 */
export async function PartnersSection() {
  const locale = getLocale()
  const t = await getTranslations('Home')
  const { homeSectionTitles } = homeContent(locale)
  let partners: Partner[]
  try {
    partners = await listPartners()
  } catch {
    return null
  }
  if (partners.length === 0) return null
  return (
    <section aria-labelledby="partners-title" className="overflow-hidden py-20 md:py-28">
      <Container>
        <SectionTitle
          eyebrow={t('partnersEyebrow')}
          title={<span id="partners-title">{homeSectionTitles.partners}</span>}
          description={t('partnersDescription')}
          align="center"
          className="mb-12 md:mb-14"
        />
      </Container>
      <div className="space-y-[15px]">
        <Marquee items={logoItems(partners)} label={t('partnersLabel')} className={MARQUEE_CLASS} />
        <Marquee
          items={logoItems([...partners].reverse())}
          label={t('partnersLabelContinued')}
          reverse
          className={MARQUEE_CLASS}
        />
      </div>
    </section>
  )
}
