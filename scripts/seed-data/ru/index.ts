import type { SeedEdition } from '../edition'
import { russianArticles } from './articles'
import { russianListings } from './listings'
import { russianDeveloperProfiles, russianTeam, russianTestimonials } from './people'
import { russianProjects } from './projects'
import {
  russianAmenities,
  russianBuildingValue,
  russianPaymentPlans,
  russianSiteSettings,
} from './tables'

// Russian edition of the demo content; the seed writes it into the CMS's 'ru' locale. Written for
// Russian-speaking buyers and tenants in Dubai, in the terms the ru/zh glossary fixes for every
// edition (план оплаты, сдача объекта, эскроу-счёт, «золотая виза», Земельный департамент Дубая).
export const russianEdition: SeedEdition = {
  listings: russianListings,
  amenities: russianAmenities,
  paymentPlans: russianPaymentPlans,
  buildingValue: russianBuildingValue,
  team: russianTeam,
  testimonials: russianTestimonials,
  articles: russianArticles,
  developers: russianDeveloperProfiles,
  projects: russianProjects,
  settings: russianSiteSettings,
}
