import type { Where } from 'payload'

/**
 * What is on the market now: published, with a permit that has not run out. Every public read
 * (the pages, /api/v1, the sitemap) goes through the listings' read access
 * (lib/cms/collections/properties.ts), and the feeds and alerts test each row with isOnTheMarket:
 * a listing whose permit expires leaves them all at once, with no staff action.
 */
export function onTheMarket(now = new Date()): Where {
  return {
    and: [{ publication: { equals: 'published' } }, { permitExpiresAt: { greater_than: now.toISOString() } }],
  }
}

/** The same rule for one listing already read (the feeds read their rows themselves). */
export function isOnTheMarket(
  listing: { publication?: string | null; permitExpiresAt?: string | null },
  now = new Date(),
): boolean {
  return listing.publication === 'published' && Date.parse(listing.permitExpiresAt ?? '') > now.getTime()
}
