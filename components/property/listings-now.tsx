import { readSiteSettings } from '@/components/layout/site-settings'
import { Container } from '@/components/ui/container'
import type { Property } from '@/lib/api/types'
import type { Locale } from '@/lib/i18n/locales'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { listProperties } from '@/lib/server/properties'
import { PropertyCardGrid } from './property-card-grid'

const SHOWN = 3

/**
 * The firm's handpicked homes (the newest listings when none are picked), for a visitor whose
 * listing has gone: nothing is known of it any more, so these stand in for similar homes.
 */
async function readListingsNow(locale: Locale): Promise<Property[]> {
  try {
    const featured = await listProperties({ page: 1, limit: SHOWN, isFeatured: true }, locale)
    if (featured.docs.length > 0) return featured.docs
    return (await listProperties({ page: 1, limit: SHOWN }, locale)).docs
  } catch (error) {
    // The screen still says what happened and links to the listing without them.
    console.error('listings for a gone listing: read failed', error)
    return []
  }
}

export async function ListingsNow({ locale, heading }: { locale: Locale; heading: string }) {
  const [homes, settings, display] = await Promise.all([
    readListingsNow(locale),
    readSiteSettings(),
    getDisplayPrefs(),
  ])
  if (homes.length === 0) return null
  return (
    <section
      aria-labelledby="listings-now-heading"
      data-testid="listings-now"
      className="bg-stone-100 py-16 md:py-24"
    >
      <Container>
        <h2
          id="listings-now-heading"
          className="font-display text-ink mb-10 text-3xl font-medium md:mb-14 md:text-4xl"
        >
          {heading}
        </h2>
        <PropertyCardGrid
          homes={homes}
          whatsapp={settings.whatsapp}
          display={display}
          locale={locale}
        />
      </Container>
    </section>
  )
}
