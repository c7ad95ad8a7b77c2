import type { SeedEdition } from '../edition'
import { chineseAmenities } from './amenities'
import { chineseArticles } from './articles'
import { chineseBuildingValue, chinesePaymentPlans } from './building-info'
import { chineseDeveloperProfiles } from './developers'
import { chineseListings } from './listings'
import { chineseProjects } from './projects'
import { chineseTeam } from './team'
import { chineseTestimonials } from './testimonials'

/**
 * The Chinese (Simplified) edition of the demo content, for the CMS's 'zh' locale: written for
 * mainland Chinese buyers and tenants looking at Dubai, in the terms Chinese-language Dubai
 * portals use, and with the glossary the Russian and Chinese editions share. Names of buildings,
 * projects and most developers stay in Latin letters; figures are the English edition's own.
 */
export const chineseEdition: SeedEdition = {
  listings: chineseListings,
  amenities: chineseAmenities,
  paymentPlans: chinesePaymentPlans,
  buildingValue: chineseBuildingValue,
  team: chineseTeam,
  testimonials: chineseTestimonials,
  articles: chineseArticles,
  developers: chineseDeveloperProfiles,
  projects: chineseProjects,
  // The English defaults: CONTACT_ADDRESS and lib/cms/globals/site-settings.ts.
  settings: {
    address: '阿联酋迪拜商业湾 Churchill Executive Tower 2104室',
    openingHours: '周一至周六 9:00–19:00',
  },
}
