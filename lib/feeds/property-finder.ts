import { completionStatus, furnishedWord, offeringType, propertyFinderType } from './codes'
import { isCommercial, type FeedListing } from './listing'
import { feedPhone, feedTime, xmlDocument, xmlElement, xmlText } from './xml'

/**
 * Property Finder's XML listing format ("list" of "property", the format its Expert/PF feed
 * importer reads; see docs/feeds.md). A pure function of the listing, so its hash says
 * exactly whether anything Property Finder carries has changed (lib/feeds/stamps.ts).
 */
export function propertyFinderProperty(listing: FeedListing): Record<string, unknown> {
  const element: Record<string, unknown> = {
    reference_number: xmlText(listing.reference),
    permit_number: xmlText(listing.permitNumber),
    offering_type: offeringType(listing),
    property_type: propertyFinderType(listing.type),
    // A sale price is a number; a rent is given per period, and this firm lets by the year.
    price: listing.purpose === 'rent' ? { yearly: listing.price } : listing.price,
    city: 'Dubai',
    community: xmlText(listing.community),
    sub_community: xmlText(listing.subCommunity),
    property_name: xmlText(listing.projectName || listing.subCommunity),
    title_en: xmlText(listing.title.en),
    title_ar: xmlText(listing.title.ar),
    description_en: xmlText(listing.description.en),
    description_ar: xmlText(listing.description.ar),
    size: listing.sqft,
    // An office or a shop has no bedrooms: Property Finder takes none rather than "studio".
    ...(isCommercial(listing.type) ? {} : { bedroom: listing.bedrooms === 0 ? 'studio' : listing.bedrooms }),
    bathroom: listing.bathrooms,
    furnished: furnishedWord(listing.furnishing),
    completion_status: completionStatus(listing),
    agent: {
      id: listing.agent.id,
      name: xmlText(listing.agent.name),
      email: xmlText(listing.agent.email),
      phone: feedPhone(listing.agent.phone),
      photo: listing.agent.photo,
      license_no: xmlText(listing.agent.brn),
    },
    photo: { url: listing.photos.map((photo) => ({ '@_last_updated': feedTime(photo.updatedAt), '#text': photo.url })) },
  }
  if (listing.developer) element.developer = xmlText(listing.developer)
  if (listing.projectName) element.project_name = xmlText(listing.projectName)
  if (listing.serviceCharge != null) element.service_charge = listing.serviceCharge
  if (listing.purpose === 'rent' && listing.cheques != null) element.cheques = listing.cheques
  if (listing.amenities.length) element.features = { feature: listing.amenities.map(xmlText) }
  return element
}

export interface StampedElement {
  element: Record<string, unknown>
  /** When something this element carries last changed (ISO). */
  lastUpdate: string
}

/** A listing's element as written in the feed, with its own last_update. */
export function propertyFinderEntry({ element, lastUpdate }: StampedElement): Buffer {
  return Buffer.from(xmlElement('property', { '@_last_update': feedTime(lastUpdate), ...element }), 'utf8')
}

/**
 * The whole feed, from its listings' entries. Its own last_update is when anything in it last
 * changed, a listing's going included (lib/feeds/stamps.ts): the newest listing's time would
 * not move when one leaves.
 */
export function propertyFinderFeed(entries: readonly Uint8Array[], lastUpdate: string): Buffer {
  return xmlDocument('list', { last_update: feedTime(lastUpdate), listing_count: entries.length }, entries)
}
