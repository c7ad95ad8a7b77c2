import type { CSSProperties } from 'react'
import Image from 'next/image'
import { Link } from '@/components/ui/link'
import { FavouriteButton } from '@/components/favourites/favourite-button.client'
import type { MarketSettings } from '@/lib/buyer-tools/market-settings'
import { cn } from '@/lib/cn'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import { defaultLocale } from '@/lib/i18n/locales'
import { compareHref, MIN_COMPARE } from './compare-ids'
import { compareRows, type CompareProperty } from './compare-rows'
import { compareMessages } from './messages'

/**
 * The homes side by side: one column per home, one row per fact. A row whose values differ is
 * tinted and marked, and the best price, price per area and size carry a quiet badge. On a
 * phone the table scrolls sideways under a sticky first column, so the labels stay in view.
 * The labels' column is the first in reading order: on the right in Arabic.
 */
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
  const t = compareMessages[locale]
  const rows = compareRows(properties, display, market)
  const ids = properties.map((p) => p._id)
  const canRemove = properties.length > MIN_COMPARE
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      // A scrolling region must be reachable by keyboard to be scrolled by it.
      tabIndex={0}
      className="shadow-soft ring-ink/[0.04] overflow-x-auto rounded-2xl bg-white ring-1"
      data-testid="compare-table"
    >
      {/* Fixed layout: every home gets the same width, so photos line up whatever the names. */}
      <table
        style={{ '--homes': properties.length } as CSSProperties}
        className="w-full min-w-[calc(9rem+var(--homes)*13rem)] table-fixed border-separate border-spacing-0 text-start text-sm md:min-w-[calc(13rem+var(--homes)*15rem)]"
      >
        <caption id="compare-caption" className="sr-only">
          {t.caption(properties.length)}
        </caption>
        <colgroup>
          <col className="w-36 md:w-52" />
          {properties.map((p) => (
            <col key={p._id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td className="sticky start-0 z-10 bg-white" />
            {properties.map((p) => (
              <th
                key={p._id}
                scope="col"
                className="px-4 pt-4 pb-5 align-top font-normal md:px-5 md:pt-5"
                data-testid="compare-column"
              >
                <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-stone-200">
                  <Image
                    src={p.banner.s3Url}
                    alt=""
                    fill
                    sizes="(max-width: 767px) 60vw, 300px"
                    className="object-cover"
                  />
                  <FavouriteButton id={p._id} name={p.name} className="absolute end-2.5 top-2.5" />
                </div>
                <p className="text-sand-700 mt-4 text-xs font-semibold tracking-[0.16em] uppercase rtl:tracking-normal">
                  {communityLabel(p.city, locale)}
                </p>
                <Link
                  href={`/property/${p._id}`}
                  className="font-display text-ink hover:text-sand-700 mt-1 block text-xl leading-tight font-medium md:text-2xl"
                >
                  {p.name}
                </Link>
                {canRemove && (
                  <Link
                    href={compareHref(ids.filter((id) => id !== p._id))}
                    aria-label={t.removeFrom(p.name)}
                    className="hover:text-ink -ms-1 mt-2 inline-flex min-h-11 items-center px-1 text-xs font-semibold tracking-[0.14em] text-stone-600 uppercase rtl:tracking-normal"
                  >
                    {t.remove}
                  </Link>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key} data-differs={row.differs ? 'true' : undefined}>
              <th
                scope="row"
                className={cn(
                  'text-ink/80 sticky start-0 z-10 border-t border-stone-200 px-4 py-4 align-top text-xs font-semibold tracking-[0.12em] uppercase md:px-5 rtl:tracking-normal',
                  row.differs
                    ? 'bg-sand-50 before:bg-sand-500 before:absolute before:inset-y-3 before:start-0 before:w-0.5 before:rounded-full'
                    : 'bg-white',
                )}
              >
                {row.label}
                {row.differs && <span className="sr-only">{t.differs}</span>}
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={ids[i]}
                  className={cn(
                    'text-ink border-t border-stone-200 px-4 py-4 align-top tabular-nums md:px-5',
                    row.differs && 'bg-sand-50',
                  )}
                >
                  <span className="font-medium">{cell.text}</span>
                  {cell.best && (
                    <span
                      className="bg-sand-100 text-sand-700 ms-2 inline-block rounded-full px-2 py-0.5 align-middle text-[0.65rem] font-semibold tracking-[0.12em] uppercase rtl:tracking-normal"
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
