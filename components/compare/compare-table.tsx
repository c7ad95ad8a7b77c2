import type { CSSProperties } from 'react'
import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import { FavouriteButton } from '@/components/favourites/favourite-button.client'
import type { MarketSettings } from '@/lib/buyer-tools/market-settings'
import { cn } from '@/lib/cn'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import { defaultLocale } from '@/lib/i18n/locales'
import { compareHref, MIN_COMPARE } from './compare-ids'
import { compareRows, type CompareProperty } from './compare-rows'

/**
 * The homes side by side: one column per home, one row per fact. A row whose values differ is
 * tinted and marked, and the best price, price per area and size carry a quiet badge. From md
 * up it is a table that scrolls sideways under a sticky first column, so the labels stay in
 * view. On a phone a sideways scroll would hide every home but the first, so the same table is
 * laid out as a grid that fits the screen: each fact's label above its values, one narrow
 * column per home, and the homes' names in a strip that sticks under the site header while the
 * facts scroll by. The labels' column is the first in reading order: on the right in Arabic.
 */
// Phones: a row is a grid of one equal column per home (--homes, set on the table).
const PHONE_COLUMNS = 'max-md:grid max-md:grid-cols-[repeat(var(--homes),minmax(0,1fr))] max-md:px-1.5'

export function CompareTable({
  properties,
  display,
  market,
}: {
  properties: CompareProperty[]
  display: DisplayPrefs
  market: Pick<MarketSettings, 'mortgage' | 'fees'>
}) {
  const locale = display.locale ?? defaultLocale
  const t = useTranslations('Compare')
  const labels = useTranslations('ProjectPlan.labels')
  const rows = compareRows(properties, display, market, t, labels)
  const ids = properties.map((p) => p._id)
  const canRemove = properties.length > MIN_COMPARE
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      // A scrolling region must be reachable by keyboard to be scrolled by it.
      tabIndex={0}
      className="shadow-soft ring-ink/[0.04] rounded-2xl bg-white ring-1 md:overflow-x-auto"
      data-testid="compare-table"
    >
      {/* Fixed layout: every home gets the same width, so photos line up whatever the names. */}
      <table
        style={{ '--homes': properties.length } as CSSProperties}
        className="w-full border-separate border-spacing-0 text-start text-sm max-md:block md:min-w-[calc(13rem+var(--homes)*15rem)] md:table-fixed"
      >
        <caption id="compare-caption" className="sr-only">
          {t('caption', { count: properties.length })}
        </caption>
        <colgroup className="max-md:hidden">
          <col className="w-52" />
          {properties.map((p) => (
            <col key={p._id} />
          ))}
        </colgroup>
        <thead className="max-md:block">
          <tr className={PHONE_COLUMNS}>
            <td className="sticky start-0 z-10 bg-white max-md:hidden" />
            {properties.map((p) => (
              <th
                key={p._id}
                scope="col"
                className="min-w-0 px-2 pt-3 pb-2 align-top font-normal md:px-5 md:pt-5 md:pb-5"
                data-testid="compare-column"
              >
                <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-stone-200">
                  <Image
                    src={p.banner.s3Url}
                    alt=""
                    fill
                    sizes="(max-width: 767px) 45vw, 300px"
                    className="object-cover"
                  />
                  <FavouriteButton
                    id={p._id}
                    name={p.name}
                    className="absolute end-1.5 top-1.5 md:end-2.5 md:top-2.5"
                  />
                </div>
                <p className="text-sand-700 mt-3 text-[0.65rem] font-semibold tracking-[0.12em] break-words uppercase md:mt-4 md:text-xs md:tracking-[0.16em] rtl:tracking-normal">
                  {communityLabel(p.city, locale)}
                </p>
                {/* On a phone the name is in the sticky strip below; here it only heads the column. */}
                <span className="sr-only md:hidden">{p.name}</span>
                <Link
                  href={`/property/${p._id}`}
                  className="font-display text-ink hover:text-sand-700 mt-1 block text-2xl leading-tight font-medium max-md:hidden"
                >
                  {p.name}
                </Link>
                {canRemove && (
                  <Link
                    href={compareHref(ids.filter((id) => id !== p._id))}
                    aria-label={t('removeFrom', { name: p.name })}
                    className="hover:text-ink -ms-1 inline-flex min-h-11 items-center px-1 text-xs font-semibold tracking-[0.14em] text-stone-600 uppercase md:mt-2 rtl:tracking-normal"
                  >
                    {t('remove')}
                  </Link>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {/* Phones: the names stay in view under the site header while the facts scroll. */}
          <tr
            className={cn(
              PHONE_COLUMNS,
              'sticky top-[72px] z-20 border-y border-stone-200 bg-white/95 backdrop-blur-sm md:hidden',
            )}
            data-testid="compare-names"
          >
            {properties.map((p) => (
              <td key={p._id} className="flex min-h-14 min-w-0 items-center px-2 py-2">
                <Link
                  href={`/property/${p._id}`}
                  className="font-display text-ink hover:text-sand-700 py-1 text-[0.95rem] leading-tight font-medium break-words"
                  data-testid="compare-name"
                >
                  {p.name}
                </Link>
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-row={row.key}
              data-differs={row.differs ? 'true' : undefined}
              className={PHONE_COLUMNS}
            >
              <th
                scope="row"
                className={cn(
                  // Sentence case: 'm²' in capitals would read 'M²'.
                  'text-ink/80 relative border-t border-stone-200 px-2 pt-3 pb-1 text-start align-top text-[0.8rem] font-semibold max-md:col-span-full md:sticky md:start-0 md:z-10 md:px-5 md:py-4',
                  row.differs
                    ? 'bg-sand-50 before:bg-sand-500 before:absolute before:inset-y-3 before:start-0 before:w-0.5 before:rounded-full max-md:before:bottom-0'
                    : 'bg-white',
                )}
              >
                {row.label}
                {row.differs && <span className="sr-only">{t('differs')}</span>}
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={ids[i]}
                  className={cn(
                    'text-ink min-w-0 px-2 pt-1 pb-3 align-top break-words tabular-nums md:border-t md:border-stone-200 md:px-5 md:py-4',
                    row.differs && 'bg-sand-50',
                  )}
                >
                  <span className="font-medium">{cell.text}</span>
                  {cell.best && (
                    <span
                      className="bg-sand-100 text-sand-700 inline-block rounded-full px-2 py-0.5 align-middle text-[0.65rem] font-semibold tracking-[0.12em] uppercase max-md:mt-1 max-md:block max-md:w-fit md:ms-2 rtl:tracking-normal"
                      data-testid="compare-best"
                    >
                      {cell.best}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
