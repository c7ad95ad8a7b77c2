/**
 * A listing card's Message button opens /contact?property={id}: the contact page reads the id
 * back and prefills the enquiry with the listing's name and reference, so the firm knows which
 * home the visitor is asking about.
 */

export const CONTACT_PROPERTY_PARAM = 'property'

const LISTING_ID = /^[a-f0-9]{24}$/

/** The contact page, asking about one listing. */
export function contactAboutHref(propertyId: string): string {
  return `/contact?${new URLSearchParams({ [CONTACT_PROPERTY_PARAM]: propertyId })}`
}

/** The listing id a contact address names, or null (absent, repeated or not an id). */
export function propertyIdOf(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && LISTING_ID.test(value) ? value : null
}
