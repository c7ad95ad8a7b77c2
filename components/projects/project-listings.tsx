import { useTranslations } from 'next-intl'
import type { CSSProperties } from 'react'
import { IslandTexts } from '@/components/i18n/island-texts'
import { toCardProperty } from '@/components/property/card-property'
import { PropertyCard } from '@/components/property/property-card'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import type { Property } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'

/**
 * The height the page assumes before the grid is first drawn (globals.css), for one, two and
 * three columns: set as variables, since the number of cards is only known here.
 */
function nearSizes(count: number): CSSProperties {
  const rows = (columns: number) => Math.ceil(count / columns)
  return {
    '--near-1': `${280 + rows(1) * 610}px`,
    '--near-2': `${350 + rows(2) * 610}px`,
    '--near-3': `${340 + rows(3) * 640}px`,
  } as CSSProperties
}

/** Units of this project on sale as listings, under the project; nothing when there are none. */
export function ProjectListings({
  listings,
  projectName,
  whatsapp,
  display,
}: {
  listings: Property[]
  projectName: string
  whatsapp: string
  display: DisplayPrefs
}) {
  const t = useTranslations('Projects')
  if (listings.length === 0) return null
  return (
    <section
      aria-labelledby="project-listings-heading"
      data-testid="project-listings"
      className="py-16 [--near-size:var(--near-1)] md:py-24 md:[--near-size:var(--near-2)] lg:[--near-size:var(--near-3)]"
      style={nearSizes(listings.length)}
    >
      <Container>
        <SectionTitle
          eyebrow={t('listingsEyebrow')}
          title={
            <span id="project-listings-heading">{t('listingsTitle', { name: projectName })}</span>
          }
          description={t('listingsText')}
          className="mb-10 md:mb-14"
        />
        {/* Cards drawn here on the server: only their hearts are islands. */}
        <IslandTexts namespaces={['Favourites']}>
          <ul className="grid gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12">
            {listings.map((listing) => (
              <li key={listing._id}>
                <PropertyCard
                  property={toCardProperty(listing)}
                  whatsapp={whatsapp}
                  display={display}
                  headingLevel="h3"
                />
              </li>
            ))}
          </ul>
        </IslandTexts>
      </Container>
    </section>
  )
}
