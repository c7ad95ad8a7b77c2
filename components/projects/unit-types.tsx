import { useTranslations } from 'next-intl'
import type { ProjectUnitType } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'
import { availabilityLabel, unitTypeName } from '@/lib/project-units'
import { sizeRange } from './project-labels'

const AVAILABILITY_TONES: Record<ProjectUnitType['availability'], string> = {
  available: 'bg-success/10 text-success ring-success/25',
  limited: 'bg-sand-100 text-sand-700 ring-sand-200',
  'sold-out': 'bg-stone-100 text-stone-600 ring-stone-300',
}

/**
 * The homes the project offers: type, bedrooms, sizes, from-price and what is left. Four
 * columns from sm up; a phone has room for two without scrolling sideways, so the size sits
 * under the type and what is left under the price.
 */
export function UnitTypes({
  units,
  display,
  projectName,
}: {
  units: ProjectUnitType[]
  display: DisplayPrefs
  projectName: string
}) {
  const t = useTranslations('Projects')
  if (units.length === 0) return null
  const locale = getLocale()
  const cell = 'px-4 py-3.5 align-top'
  return (
    <section
      id="unit-types"
      aria-labelledby="unit-types-heading"
      className="scroll-mt-28 border-t border-stone-200 pt-10 [--near-size:32rem]"
    >
      <h2
        id="unit-types-heading"
        className="font-display text-ink mb-6 text-3xl font-medium md:text-[2.1rem]"
      >
        {t('unitTypesHeading')}
      </h2>
      {/* A scrollable region is focusable so it can be scrolled from the keyboard on a phone. */}
      <div
        className="ring-ink/[0.06] overflow-x-auto rounded-2xl bg-white ring-1"
        tabIndex={0}
        role="region"
        aria-labelledby="unit-types-heading"
      >
        <table className="w-full text-start text-[0.95rem]" data-testid="unit-types">
          <caption className="sr-only">{t('unitTypesCaption', { name: projectName })}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-[0.7rem] tracking-[0.16em] text-stone-600 uppercase rtl:tracking-normal">
              <th scope="col" className="px-5 py-3.5 font-semibold md:px-6">
                {t('type')}
              </th>
              <th scope="col" className="hidden px-4 py-3.5 text-end font-semibold sm:table-cell">
                {t('size')}
              </th>
              <th scope="col" className="py-3.5 ps-2 pe-5 text-end font-semibold sm:px-4">
                {t('priceFrom')}
              </th>
              <th scope="col" className="hidden px-5 py-3.5 font-semibold sm:table-cell md:px-6">
                {t('availability')}
              </th>
            </tr>
          </thead>
          <tbody>
            {units.map((unit, index) => (
              <tr
                key={`${unit.type}-${unit.bedrooms}-${index}`}
                className="border-b border-stone-100 last:border-0"
                data-testid="unit-type"
              >
                <th scope="row" className="text-ink px-5 py-3.5 align-top font-semibold md:px-6">
                  {unitTypeName(unit, locale)}
                  {/* On a phone the size sits under the type, so the table needs no sideways scroll. */}
                  <span className="text-ink/70 block text-sm font-normal tabular-nums sm:hidden">
                    {sizeRange(unit, display)}
                  </span>
                </th>
                <td
                  className={cn(
                    cell,
                    'text-ink/80 hidden text-end whitespace-nowrap tabular-nums sm:table-cell',
                  )}
                >
                  {sizeRange(unit, display)}
                </td>
                <td
                  className={cn(
                    cell,
                    // A long currency name ('جنيه إسترليني') may go under the amount on a phone.
                    'text-ink ps-2 pe-5 text-end font-semibold tabular-nums sm:px-4 sm:whitespace-nowrap',
                  )}
                >
                  <span data-testid="unit-price">{formatMoney(unit.priceFromAed, display)}</span>
                  <span className="mt-1.5 block font-normal sm:hidden">
                    <Availability unit={unit} locale={locale} />
                  </span>
                </td>
                <td className="hidden px-5 py-3.5 align-top sm:table-cell md:px-6">
                  <Availability unit={unit} locale={locale} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Availability({ unit, locale }: { unit: ProjectUnitType; locale: Locale }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        AVAILABILITY_TONES[unit.availability],
      )}
      data-testid="unit-availability"
    >
      {availabilityLabel(unit.availability, locale)}
    </span>
  )
}
