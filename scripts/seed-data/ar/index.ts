// Arabic edition of the demo content; the seed writes these into the CMS's 'ar' locale.
export {
  arabicListings,
  arabicCommunities,
  arabicDealParagraph,
  type ArabicListing,
} from './properties'
export { arabicAmenities } from './amenities'
export {
  arabicBuildingLabels,
  arabicPaymentPlans,
  arabicBuildingValue,
  arabicQuarter,
} from './building-info'
export { arabicTeam } from './team'
export { arabicTestimonials } from './testimonials'
export { arabicSiteSettings } from './settings'
