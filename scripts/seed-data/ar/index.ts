import type { SeedEdition } from '../edition'
import { arabicAmenities } from './amenities'
import { arabicArticles } from './articles'
import { arabicBuildingValue, arabicPaymentPlans } from './building-info'
import { arabicDeveloperProfiles } from './developers'
import { arabicProjects } from './projects'
import { arabicListings } from './properties'
import { arabicSiteSettings } from './settings'
import { arabicTeam } from './team'
import { arabicTestimonials } from './testimonials'

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

/** The Arabic edition as the seed writes it (scripts/seed/translations.ts). */
export const arabicEdition: SeedEdition = {
  listings: arabicListings,
  amenities: arabicAmenities,
  paymentPlans: arabicPaymentPlans,
  buildingValue: arabicBuildingValue,
  team: arabicTeam,
  testimonials: arabicTestimonials,
  articles: arabicArticles,
  developers: arabicDeveloperProfiles,
  projects: arabicProjects,
  settings: arabicSiteSettings,
}
