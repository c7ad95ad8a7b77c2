import { bayutType, furnishedWord } from './codes'
import { isCommercial, type FeedListing } from './listing'
import type { StampedElement } from './property-finder'
import { feedPhone, feedTime, xmlDocument, xmlElement, xmlText } from './xml'

/**
 * Bayut and dubizzle's XML listing format ("Properties" of "Property", one feed for both sites;
 * see docs/feeds.md). A listing that left the market lately stays in the feed as
 * `deleted`, so the portals take it down rather than wait for it to age out.
 */
export function bayutProperty(listing: FeedListing): Record<string, unknown> {
  const offPlan = listing.completion === 'off-plan'
  const element: Record<string, unknown> = {
    Property_Ref_No: xmlText(listing.reference),
    Permit_Number: xmlText(listing.permitNumber),
    Property_Status: listing.state,
    Property_purpose: listing.purpose === 'rent' ? 'Rent' : 'Buy',
    Property_Type: bayutType(listing.type),
    Property_Size: listing.sqft,
    Property_Size_Unit: 'SQFT',
    ...(isCommercial(listing.type) ? {} : { Bedrooms: listing.bedrooms }),
    Bathrooms: listing.bathrooms,
    Price: listing.price,
  }
  if (listing.purpose === 'rent') element.Rent_Frequency = 'Yearly'
  element.Furnished = furnishedWord(listing.furnishing)
  element.Off_plan = offPlan ? 'Yes' : 'No'
  if (offPlan) {
    const primary = listing.saleType === 'primary'
    element.offplanDetails_saleType = primary ? 'New' : 'Resale'
    // The share of the 4 % DLD fee the developer pays: only a developer's own sale has one.
    if (primary) element.offplanDetails_dldWaiver = listing.dldWaiverPercent
  }
  Object.assign(element, {
    City: 'Dubai',
    Locality: xmlText(listing.community),
    Sub_Locality: xmlText(listing.subCommunity),
    Tower_Name: xmlText(listing.projectName || listing.subCommunity),
    Property_Title: xmlText(listing.title.en),
    Property_Title_AR: xmlText(listing.title.ar),
    Property_Description: xmlText(listing.description.en),
    Property_Description_AR: xmlText(listing.description.ar),
    Listing_Agent: xmlText(listing.agent.name),
    Listing_Agent_Phone: feedPhone(listing.agent.phone),
    Listing_Agent_Email: xmlText(listing.agent.email),
    Images: { Image: listing.photos.map((photo) => photo.url) },
    Portals: { Portal: ['Bayut', 'dubizzle'] },
  })
  if (listing.amenities.length) element.Features = { Feature: listing.amenities.map(xmlText) }
  if (listing.developer) element.Developer = xmlText(listing.developer)
  return element
}

/** A listing's element as written in the feed, with its own Last_Updated. */
export function bayutEntry({ element, lastUpdate }: StampedElement): Buffer {
  return Buffer.from(xmlElement('Property', { ...element, Last_Updated: feedTime(lastUpdate) }), 'utf8')
}

/** The whole feed, from its listings' entries; its own last_update as Property Finder's. */
export function bayutFeed(entries: readonly Uint8Array[], lastUpdate: string): Buffer {
  return xmlDocument('Properties', { last_update: feedTime(lastUpdate), listing_count: entries.length }, entries)
}
