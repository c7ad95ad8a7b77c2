import type { ServiceSlug } from './types'

// Banner photographs of the inner pages. content/images.ts lists them so the image generator
// makes sure each exists.
export const pageBanners = {
  about: '/images/about.jpg',
  team: '/images/team.jpg',
  services: '/images/services.jpg',
  communities: '/images/communities.jpg',
  news: '/images/news.jpg',
  careers: '/images/careers.jpg',
  complaint: '/images/complaint.jpg',
  contact: '/images/contact.jpg',
  legal: '/images/legal.jpg',
  // The closing call-to-action band of the services pages.
  servicesCallToAction: '/images/hero.jpg',
} as const

// Each service page opens on its own photograph; its intro block uses the card image.
export function serviceBanner(slug: ServiceSlug): string {
  return `/images/${slug}-banner.jpg`
}
