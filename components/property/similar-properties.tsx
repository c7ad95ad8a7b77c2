import { getTranslations } from 'next-intl/server'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import type { Property } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'
import { listSimilarProperties } from '@/lib/server/property-insights'
import { PropertyCardGrid } from './property-card-grid'

async function readSimilar(property: Property, locale: Locale): Promise<Property[]> {
  try {
    return await listSimilarProperties(property, locale)
  } catch {
    // Suggestions are extra: a failed read leaves the listing itself untouched.
    return []
  }
}

/**
 * The section's expected height by number of cards (phone: one column, md: two, lg: three), for
 * the page's render-when-near blocks (globals.css): the scrollbar should not jump when it is drawn.
 */
const nearSize: Record<number, string> = {
  1: '[--near-size:890px] md:[--near-size:960px] lg:[--near-size:980px]',
  2: '[--near-size:1500px] md:[--near-size:960px] lg:[--near-size:980px]',
  3: '[--near-size:2120px] md:[--near-size:1570px] lg:[--near-size:980px]',
  4: '[--near-size:2730px] md:[--near-size:1570px] lg:[--near-size:1620px]',
  5: '[--near-size:3350px] md:[--near-size:2180px] lg:[--near-size:1620px]',
  6: '[--near-size:3960px] md:[--near-size:2180px] lg:[--near-size:1620px]',
}

/** Up to six listings like this one, under the listing; nothing when there are none. */
export async function SimilarProperties({
  property,
  whatsapp,
  display,
}: {
  property: Property
  whatsapp: string
  display: DisplayPrefs
}) {
  const locale = getLocale()
  const t = await getTranslations('Property')
  const similar = await readSimilar(property, locale)
  if (similar.length === 0) return null
  return (
    <section
      aria-labelledby="similar-heading"
      data-testid="similar-properties"
      className={cn('bg-stone-100 py-16 md:py-24', nearSize[similar.length])}
    >
      <Container>
        <SectionTitle
          eyebrow={t('moreToConsider')}
          title={<span id="similar-heading">{t('similarProperties')}</span>}
          description={t('similarDescription', {
            status: property.status,
            place: communityLabel(property.city, locale),
          })}
          className="mb-10 md:mb-14"
        />
        <PropertyCardGrid homes={similar} whatsapp={whatsapp} display={display} locale={locale} />
      </Container>
    </section>
  )
}
