import { getTranslations } from 'next-intl/server'
import type { Property } from '@/lib/api/types'
import { estimateRentalYield, type RentalYieldEstimate } from '@/lib/buyer-tools/rental-yield'
import { cn } from '@/lib/cn'
import { formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import type { Locale } from '@/lib/i18n/locales'
import { listRentComparables } from '@/lib/server/property-insights'
import { kindOf as kindInEdition } from './labels'

type Subject = Pick<Property, 'city' | 'bedrooms' | 'type' | 'price'>

async function readEstimate(
  property: Subject,
  minComparables: number,
): Promise<RentalYieldEstimate | null> {
  try {
    const rents = await listRentComparables({
      city: property.city,
      bedrooms: property.bedrooms,
      type: property.type,
    })
    return estimateRentalYield(property.price, rents, minComparables)
  } catch {
    // An estimate is a nicety: the listing reads the same without it.
    return null
  }
}

/**
 * '2-bed apartment', 'studio apartment', 'office'; in the other editions their own phrase
 * ('شقة بغرفتي نوم', 'квартира с 2 спальнями', '2居室公寓').
 */
function kindOf({ bedrooms, type }: Pick<Property, 'bedrooms' | 'type'>, locale: Locale): string {
  if (locale !== 'en') return kindInEdition({ bedrooms, type }, locale)
  const noun = type.toLowerCase()
  if (noun === 'office' || noun === 'retail') return noun
  return bedrooms > 0 ? `${bedrooms}-bed ${noun}` : `studio ${noun}`
}

// The brackets around the kind and the colon before the rent: full-width in Chinese.
const PUNCTUATION: Partial<Record<Locale, { open: string; close: string; colon: string }>> = {
  zh: { open: '（', close: '）', colon: '：' },
}
const LATIN_PUNCTUATION = { open: ' (', close: ')', colon: ': ' }

/**
 * A sale listing's gross yield at the median rent of comparable rentals (same community,
 * bedrooms and type), or a plain statement that there are too few to say.
 */
export async function RentalYield({
  property,
  minComparables,
  display,
  locale,
}: {
  property: Subject
  /** Staff set it in site settings (market.rentalYieldMinComparables). */
  minComparables: number
  display: DisplayPrefs
  locale: Locale
}) {
  if (!(property.price > 0)) return null
  const estimate = await readEstimate(property, minComparables)
  if (!estimate) return null
  const t = await getTranslations({ locale, namespace: 'Property' })
  const community = communityLabel(property.city, locale)
  const { open, close, colon } = PUNCTUATION[locale] ?? LATIN_PUNCTUATION
  return (
    <section
      aria-labelledby="rental-yield-heading"
      data-testid="rental-yield"
      className={cn(
        'shadow-soft ring-ink/[0.04] rounded-2xl bg-white px-6 py-6 ring-1 md:px-8',
        // Its height for the column's render-when-near blocks (globals.css).
        estimate.status === 'estimated' ? '[--near-size:15rem]' : '[--near-size:8rem]',
      )}
    >
      <h2
        id="rental-yield-heading"
        className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal"
      >
        {t('rentalYield')}
      </h2>
      {estimate.status === 'estimated' ? (
        <>
          <p className="font-display text-ink mt-3 text-3xl leading-tight font-medium md:text-[2.1rem]">
            {t('estimatedGrossYield')}{' '}
            <span dir="ltr" className="tabular-nums" data-testid="rental-yield-percent">
              {estimate.yieldPercent.toFixed(1)}%
            </span>
          </p>
          <p className="text-ink/75 mt-2 max-w-prose text-[0.95rem] leading-relaxed">
            {t('yieldFrom')} <span className="tabular-nums">{estimate.comparables}</span>{' '}
            {t('yieldComparables', { count: estimate.comparables })}{' '}
            {`${community}${open}${kindOf(property, locale)}${close}${colon}`}
            <span
              className="text-ink font-semibold whitespace-nowrap tabular-nums"
              data-testid="rental-yield-median"
            >
              {formatMoney(estimate.medianRent, display)}
            </span>{' '}
            {t('yieldPerYear')}
          </p>
          <p className="mt-3 text-xs leading-relaxed text-stone-600">{t('yieldGrossNote')}</p>
        </>
      ) : (
        <p
          className="text-ink/75 mt-3 max-w-prose text-[0.95rem] leading-relaxed"
          data-testid="rental-yield-too-few"
        >
          {t('yieldTooFew', {
            place: community,
            found: estimate.comparables,
            needed: estimate.needed,
          })}
        </p>
      )}
    </section>
  )
}
