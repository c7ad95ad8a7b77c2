import { holidayHomeContent, rentPropertyContent } from './services-leasing'
import { buyPropertyContent, offPlanContent, sellPropertyContent } from './services-sales'
import { commercialContent, interiorsContent, mortgageContent } from './services-specialist'
import type { ServiceCard, ServiceContent, ServiceId, ServiceSlug } from './types'

export type { ServiceCard, ServiceContent, ServiceId, ServiceSlug } from './types'

export const serviceIds: readonly ServiceId[] = [
  'buyproperty',
  'sellproperty',
  'rentproperty',
  'holidayhome',
  'commercial',
  'propertymanagement',
  'mortgage',
  'offplan',
  'interiors',
]

export const serviceSlugById: Record<ServiceId, ServiceSlug> = {
  buyproperty: 'buy-property',
  sellproperty: 'sell-property',
  rentproperty: 'rent-property',
  propertymanagement: 'property-management',
  mortgage: 'mortgage',
  offplan: 'off-plan',
  holidayhome: 'holiday-homes',
  commercial: 'commercial',
  interiors: 'interiors',
}

// Public slugs in the order of docs/requirements.md §2, e.g. for generateStaticParams and the
// sitemap.
export const serviceSlugs: readonly ServiceSlug[] = [
  'buy-property',
  'sell-property',
  'rent-property',
  'property-management',
  'mortgage',
  'off-plan',
  'holiday-homes',
  'commercial',
  'interiors',
]

// The spec: hyphens removed, lower-cased; missing or unknown ids show the holiday home page.
// 'holiday-homes' normalises to 'holidayhomes', which is not an id, so it is aliased explicitly
// rather than reaching the holiday home page only by way of the fallback.
const ALIASES: Readonly<Record<string, ServiceId>> = { holidayhomes: 'holidayhome' }

function isServiceId(value: string): value is ServiceId {
  return (serviceIds as readonly string[]).includes(value)
}

export function normaliseServiceId(id: string | undefined): ServiceId {
  if (!id) return 'holidayhome'
  const key = id.replace(/-/g, '').toLowerCase()
  if (isServiceId(key)) return key
  return ALIASES[key] ?? 'holidayhome'
}

/** An edition's service pages, by id. Every edition builds its record with this. */
export function servicePages(pages: Omit<Record<ServiceId, ServiceContent>, 'propertymanagement'>): Record<ServiceId, ServiceContent> {
  // The spec: property management currently reuses the rent text (the same object).
  return { ...pages, propertymanagement: pages.rentproperty }
}

export const services = servicePages({
  buyproperty: buyPropertyContent,
  sellproperty: sellPropertyContent,
  rentproperty: rentPropertyContent,
  holidayhome: holidayHomeContent,
  commercial: commercialContent,
  mortgage: mortgageContent,
  offplan: offPlanContent,
  interiors: interiorsContent,
})

/** A card of the overview grid: its page's address and photo come from the id. */
export function serviceCard(id: ServiceId, name: string, desc: string): ServiceCard {
  const slug = serviceSlugById[id]
  return { id, name, desc, link: `/services/${slug}`, img: `/images/${slug}.jpg` }
}

const card = serviceCard

// Overview grid order: the client journey first (buy, sell, rent), then investment and
// ownership services, then specialist lines.
export const serviceCards: ServiceCard[] = [
  card(
    'buyproperty',
    'Buy Property',
    'Find the right home or investment with licensed advisers, transaction data for every building and support through to the title deed.',
  ),
  card(
    'sellproperty',
    'Sell Property',
    'A valuation based on DLD transactions, marketing that reaches qualified buyers and a managed transfer at the trustee office.',
  ),
  card(
    'rentproperty',
    'Rent Property',
    'Homes for tenants and reliable tenants for landlords, with contracts, Ejari registration and renewals handled properly.',
  ),
  card(
    'offplan',
    'Off-Plan Investments',
    'Launch access, independent due diligence on developers and escrow, and clear comparisons of payment plans.',
  ),
  card(
    'propertymanagement',
    'Property Management',
    'Rent collection, maintenance, renewals and monthly statements for owners who want a hands-off investment.',
  ),
  card(
    'holidayhome',
    'Holiday Homes',
    'DET permits, furnishing, pricing and guest care to earn more from your property with short stays.',
  ),
  card(
    'mortgage',
    'Mortgage Advisory',
    'Offers from UAE banks compared free of charge, with pre-approval timed to your purchase.',
  ),
  card(
    'commercial',
    'Commercial Property',
    'Offices, retail units and investment property across Business Bay, DIFC, JLT and Downtown.',
  ),
  card(
    'interiors',
    'Interior Design',
    'Furniture packages, holiday home fit-outs and full interior design, from brief to styled handover.',
  ),
]

/** The /services overview's own copy; every edition fills in the same shape. */
export interface ServicesOverview {
  bannerTitle: string
  bannerDescription: string
  intro: { smallTitle: string; title: string; paragraphs: readonly string[]; image: string }
  callToAction: { title: string; description: string; buttonText: string; link: string }
}

// The /services overview: banner, intro block and the closing call to action. The call to
// action's title and button are the exact words of docs/requirements.md §2.
export const servicesOverview: ServicesOverview = {
  bannerTitle: 'Our Services',
  bannerDescription:
    'Sales, leasing, off-plan, mortgages, property management, holiday homes, commercial space and interiors — one team for every stage of owning property in Dubai.',
  intro: {
    smallTitle: 'What we do',
    title: 'Every property decision, handled by one team',
    paragraphs: [
      'Most clients come to us with one question — where to buy, what a home is worth, how to let it — and stay because the next question has an answer under the same roof. Our consultants, mortgage advisers, property managers and designers work from the same data and the same client file, so nothing is lost between stages.',
      'Every consultant is licensed by the Dubai Land Department, every listing carries a valid Trakheesi permit, and every fee is explained before it is due. Choose a service below to see exactly how we work.',
    ],
    image: '/images/services-intro.jpg',
  },
  callToAction: {
    title: 'Your Real Estate Journey',
    description:
      'Buying, selling, letting or investing — tell us where you are starting from and we will map out every step with you.',
    buttonText: 'Let’s build your story together',
    link: '/contact',
  },
}
