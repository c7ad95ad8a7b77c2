import type { AreaCard, CallToAction, Claim, Counter, FrameContent } from './types'

// Copy for the home page. Exact texts from docs/requirements.md (banner title, section titles,
// counter targets, area card titles) are reproduced verbatim; the rest is the firm's own copy. The
// Arabic edition (content/ar/home.ts) has the same exports and shapes.

export interface HomeSectionTitles {
  featured: string
  featuredDescription: string
  partners: string
  team: string
  exploreDubai: string
  exploreDubaiDescription: string
}

export const heroBanner: CallToAction = {
  title: 'Your Gateway to Dubai’s Real Estate Future',
  description:
    'Homes and investments for sale and rent across Dubai, with licensed advisers from search to keys.',
  buttonText: 'Explore More',
  link: '/property',
}

export const homeSectionTitles: HomeSectionTitles = {
  featured: 'Featured Properties',
  featuredDescription:
    'A handpicked selection of homes and investments our consultants recommend this month.',
  partners: 'Our Partners',
  team: 'Meet our professional team',
  exploreDubai: 'Explore Dubai',
  exploreDubaiDescription:
    'Four of the city’s most popular places to live and invest, and what makes each one different.',
}

// The title is 'About' followed by the configurable product name (SITE_NAME), so the name is
// not repeated here.
export const homeAbout: FrameContent = {
  title: 'About',
  paragraphs: [
    'Crescent Key is one of Dubai’s fastest-growing real-estate brokerages, built by a team with more than 20 years of combined experience in the city’s property market. We advise on sales, leasing and off-plan investment across every major community, from Dubai Marina and Downtown to the villa communities of Dubai Hills Estate and Arabian Ranches.',
    'Our approach is hybrid by design: digital tools, transaction data and video viewings let you follow every step from anywhere in the world, while a personal adviser brings the local knowledge and judgement that a good decision needs.',
  ],
  buttons: [{ text: 'More About Our Firm', link: '/about' }],
  image: '/images/home-about.jpg',
}

export const homeCounters: Counter[] = [
  { value: 20, suffix: '+', label: 'Years of combined experience' },
  { value: 93, suffix: '%', label: 'Expertise in off-plan investments' },
  { value: 474, suffix: '', label: 'Comprehensive solutions for investors and owners' },
]

// The firm's headline claims, as docs/requirements.md §1 states them.
export const claims: Claim[] = [
  { value: '100+', label: 'Real-estate experts' },
  { value: '4.9/5', label: 'Average rating from 60 reviews' },
  { value: '350+', label: 'Transactions completed in 2024' },
  { value: 'AED 2 billion+', label: 'Gross transaction value' },
  { value: '24/7', label: 'Client support' },
]

export const listYourProperty: CallToAction = {
  title: 'List your property with us',
  description:
    'Selling or letting? Get a free valuation based on registered DLD transactions, professional marketing with a Trakheesi permit and a consultant who manages every step to completion.',
  buttonText: 'List Your Property',
  link: '/contact',
}

export const buyRealEstate: FrameContent = {
  smallTitle: 'Buy real estate in Dubai',
  title: 'Own a home in one of the world’s most dynamic cities',
  paragraphs: [
    'Dubai offers freehold ownership to buyers of every nationality, no annual property tax, rental yields that compare well with any global city and a ten-year Golden Visa for investors buying property worth AED 2 million or more.',
    'Our consultants help you choose between ready homes and off-plan launches, compare communities and payment plans, arrange a mortgage and complete the transfer at the Dubai Land Department — in person or entirely from abroad.',
  ],
  highlight: 'Expatriates can borrow up to 80% of the value on a first home under AED 5 million.',
  buttons: [
    { text: 'Browse Properties', link: '/property' },
    { text: 'Talk to an Adviser', link: '/contact' },
  ],
  image: '/images/home-buy.jpg',
}

export const servicesTeaser: CallToAction = {
  title: 'Our Services',
  description:
    'From buying and selling to off-plan investment, mortgages, leasing, property management, holiday homes, commercial space and interiors — one team for every stage of owning property in Dubai.',
  buttonText: 'View All Services',
  link: '/services',
}

export const popularAreas: AreaCard[] = [
  {
    title: 'Palm Jumeirah',
    description: 'Beachfront villas and apartments on the world’s most famous man-made island.',
    image: '/images/area-palm-jumeirah.jpg',
    slug: 'palm-jumeirah',
  },
  {
    title: 'Dubai Marina',
    description: 'Waterfront towers, the beach at JBR and the city’s liveliest promenade.',
    image: '/images/area-dubai-marina.jpg',
    slug: 'dubai-marina',
  },
  {
    title: 'Dubai Hills Estates',
    description:
      'Green, family-friendly living around a championship golf course and Dubai Hills Park.',
    image: '/images/area-dubai-hills-estate.jpg',
    slug: 'dubai-hills-estate',
  },
  {
    title: 'Town Square',
    description:
      'Affordable townhouses and apartments around a central park, with strong rental yields.',
    image: '/images/area-town-square.jpg',
    slug: 'town-square',
  },
]
