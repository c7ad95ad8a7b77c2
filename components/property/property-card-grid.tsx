import type { Property } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import type { Locale } from '@/lib/i18n/locales'
import { PropertyCard } from './property-card'

/** Listing cards in the grid that sections below a page use: one column, two from md, three from lg. */
export function PropertyCardGrid({
  homes,
  whatsapp,
  display,
  locale,
}: {
  homes: readonly Property[]
  whatsapp: string
  display: DisplayPrefs
  locale: Locale
}) {
  return (
    <ul className="grid gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12">
      {homes.map((home) => (
        <li key={home._id}>
          <PropertyCard
            property={home}
            whatsapp={whatsapp}
            display={display}
            headingLevel="h3"
            locale={locale}
          />
        </li>
      ))}
    </ul>
  )
}
