import { IslandTexts } from '@/components/i18n/island-texts'
import type { Property } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import type { Locale } from '@/lib/i18n/locales'
import { PropertyCard } from './property-card'

/**
 * Listing cards in the grid that sections below a page use: one column, two from md, three from
 * lg. Drawn on the server: only the cards' hearts are islands (their texts are Favourites').
 */
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
    <IslandTexts namespaces={['Favourites']}>
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
    </IslandTexts>
  )
}
