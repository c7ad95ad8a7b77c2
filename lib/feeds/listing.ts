/**
 * A listing as the portal feeds carry it: plain data, read once from the CMS (lib/server/feeds.ts)
 * and written out in each portal's format by the pure builders beside this file.
 */

export const FEED_PORTALS = ['property-finder', 'bayut'] as const
export type FeedPortal = (typeof FEED_PORTALS)[number]

export interface Bilingual {
  en: string
  ar: string
}

export interface FeedAgent {
  id: string
  name: string
  email: string
  phone: string
  /** Absolute URL of the broker's photo; '' without one. */
  photo: string
  brn: string
}

export interface FeedPhoto {
  /** Absolute URL of the original file. */
  url: string
  updatedAt: string
}

export interface FeedListing {
  id: string
  reference: string
  permitNumber: string
  /** 'live' while on the market; 'deleted' for a listing that left lately (Bayut only). */
  state: 'live' | 'deleted'
  purpose: 'sell' | 'rent'
  type: string
  /** AED; yearly for rentals. */
  price: number
  /** The community (the CMS calls it "Community" and stores it as `city`). */
  community: string
  /** The building or street within the community. */
  subCommunity: string
  title: Bilingual
  description: Bilingual
  sqft: number
  bedrooms: number
  bathrooms: number
  furnishing: 'furnished' | 'unfurnished' | 'partly-furnished' | null
  completion: 'ready' | 'off-plan'
  saleType: 'primary' | 'resale'
  developer: string
  projectName: string
  /** The share of the DLD fee the developer pays on a primary sale, in %. */
  dldWaiverPercent: number
  /** AED per sq ft a year. */
  serviceCharge: number | null
  /** Rentals: the most cheques accepted for a year's rent, when staff entered it. */
  cheques: number | null
  amenities: string[]
  agent: FeedAgent
  photos: FeedPhoto[]
}

const COMMERCIAL_TYPES = new Set(['Office', 'Retail'])

export function isCommercial(type: string): boolean {
  return COMMERCIAL_TYPES.has(type)
}
