import type { Metadata } from 'next'
import { pageMetadata } from '@/components/content/page-metadata'
import { SavedListings } from '@/components/favourites/saved-listings.client'
import { readSiteSettings } from '@/components/layout/site-settings'
import { Container } from '@/components/ui/container'
import { getDisplayPrefs } from '@/lib/server/display-prefs'

export const dynamic = 'force-dynamic'

// The list lives in each visitor's browser: the page is the same empty frame for everyone and
// has nothing for a search engine.
export const metadata: Metadata = pageMetadata({
  title: 'Saved properties',
  description:
    'The Dubai homes you have saved with the heart, kept in this browser with no account needed. Compare two to four of them side by side.',
  path: '/favourites',
  noIndex: true,
})

export default async function FavouritesPage() {
  const [settings, display] = await Promise.all([readSiteSettings(), getDisplayPrefs()])
  return (
    <Container className="py-12 md:py-16">
      <div className="mb-10 max-w-2xl md:mb-12">
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase">Your shortlist</p>
        <h1 className="font-display text-ink mt-3 text-[2.6rem] leading-[1.05] font-medium md:text-6xl">
          Saved properties
        </h1>
        <p className="text-ink/70 mt-4 leading-relaxed">
          Homes you save with the heart are kept in this browser — no account needed. Tick two to four of them to see
          price, size, handover and the estimated monthly payment side by side.
        </p>
      </div>
      <SavedListings whatsapp={settings.whatsapp} display={display} />
    </Container>
  )
}
