import type { Counter, FrameContent, TitledText } from './types'

// Copy for /about. The firm's name is configurable (SITE_NAME); the copy uses the short form
// "Crescent Key", which reads naturally whatever the full legal name is. The Arabic edition
// (content/ar/about.ts) has the same exports and shapes.

/** The page's own words around the frames: banner, share description and section headings. */
export interface AboutPageText {
  title: string
  bannerDescription: string
  metaDescription: string
  ceoImageAlt: string
  visionHeading: string
  whyEyebrow: string
  countersEyebrow: string
  countersTitle: string
}

export const aboutPage: AboutPageText = {
  title: 'About Us',
  bannerDescription: 'An established Dubai brokerage, built on trust and measured by results.',
  metaDescription:
    'A RERA-registered Dubai brokerage with 20+ years of combined experience in off-plan, sales and leasing. Meet our CEO, our values and why clients choose us.',
  ceoImageAlt: 'Our Chief Executive Officer',
  visionHeading: 'Vision and values',
  whyEyebrow: 'Our difference',
  countersEyebrow: 'In numbers',
  countersTitle: 'A track record you can measure',
}

export const ceoMessage: FrameContent = {
  smallTitle: 'Message from our CEO',
  title: 'Built on trust, measured by results',
  paragraphs: [
    'When I founded Crescent Key, I wanted to build the brokerage I would have wanted as a client: one that tells you the truth about a property, explains every fee before you pay it and is still there long after the transfer is complete.',
    'Dubai has changed enormously in the last twenty years. The market is bigger, better regulated and more international than ever, with clear rules from the Dubai Land Department and RERA, escrow protection for off-plan buyers and long-term residence for investors. What has not changed is that every transaction is personal — a family’s home, an investor’s savings, a company’s future office.',
    'Our team combines digital tools with the judgement that only experience brings. Whether you are buying your first apartment, selling a villa or building a portfolio, you will be advised by people who know the market and care about getting it right for you. Thank you for considering us.',
  ],
  signature: { sign: 'Khalid Al Mansoori', designation: 'Chief Executive Officer' },
  image: '/images/about-ceo.jpg',
}

export const aboutText: FrameContent = {
  smallTitle: 'About us',
  title: 'A Dubai brokerage focused on off-plan and leasing',
  paragraphs: [
    'Crescent Key is a RERA-registered real-estate brokerage based in Dubai. We advise buyers, sellers, landlords, tenants and investors on residential and commercial property across the city, with particular depth in off-plan investment and leasing.',
    'Our services cover the full life of a property: buying and selling, off-plan launches, mortgages, leasing, property management, holiday homes, commercial space and interiors. Clients come to us for one transaction and stay for the next, because one team can look after every stage.',
  ],
  image: '/images/about-us.jpg',
}

export const whoWeAre: FrameContent = {
  smallTitle: 'Who we are',
  title: 'More than 100 experts, one standard of service',
  paragraphs: [
    'Our consultants, mortgage specialists, property managers and holiday-home operators speak more than twenty languages and bring over 20 years of combined experience in Dubai real estate. Every broker is licensed by the Dubai Land Department, and every listing we publish carries a valid Trakheesi permit.',
    'We work with a hybrid approach: data, digital tools and video viewings make the process faster and easier to follow from anywhere in the world, while personal advisers provide the local knowledge and judgement that technology cannot replace.',
  ],
  image: '/images/about-who-we-are.jpg',
}

export const vision: TitledText = {
  title: 'Our Vision',
  description:
    'To be the most trusted real-estate adviser in Dubai — the firm that clients, developers and landlords recommend because we are honest, informed and easy to work with.',
}

export const mission: TitledText = {
  title: 'Our Mission',
  description:
    'To help every client make a confident property decision, by combining accurate market data, clear advice and a well-managed transaction from the first conversation to the keys.',
}

export const valuesTitle: string = 'Our Values'

export const values: TitledText[] = [
  {
    title: 'Trust and transparency',
    description:
      'We explain every cost before it is incurred, show the transaction data behind our advice and tell clients when we think they should wait or walk away.',
  },
  {
    title: 'Excellence',
    description:
      'We hold ourselves to the standards of the best brokerages in the world: licensed, trained consultants, accurate listings and meticulous paperwork.',
  },
  {
    title: 'Customer-centric approach',
    description:
      'Your goals set the agenda. We listen first, adapt to how you want to work, and measure our success by your result rather than by the deal.',
  },
]

export const leadership: FrameContent = {
  smallTitle: 'Leadership',
  title: 'Experienced leaders, close to every client',
  paragraphs: [
    'Crescent Key is led by a team that has worked through every phase of Dubai’s modern property market, from the first freehold launches to today’s record volumes. Our leaders come from master-developer sales, international brokerage, banking and property management, and each still works directly with clients.',
    'That experience shapes how we operate: disciplined compliance with DLD and RERA rules, careful review of every off-plan project before we recommend it, and investment in training so that every consultant gives advice our leadership would stand behind.',
  ],
  image: '/images/about-leadership.jpg',
}

export const whyChooseUsTitle: string = 'Why Choose Us'

// Exactly four points, as docs/requirements.md §2 requires.
export const whyChooseUs: TitledText[] = [
  {
    title: 'Licensed and compliant',
    description:
      'A RERA-registered brokerage with DLD-licensed consultants, Trakheesi permits on every advert and client money handled through proper channels.',
  },
  {
    title: 'Off-plan expertise',
    description:
      'Independent due diligence on developers, escrow and payment plans, with priority access to the launches worth considering.',
  },
  {
    title: 'Every service under one roof',
    description:
      'Sales, leasing, mortgages, property management, holiday homes and interiors, coordinated by one team.',
  },
  {
    title: 'Support 24/7',
    description:
      'Clients in every time zone can reach us when they need to, and managed owners and guests have round-the-clock support.',
  },
]

export const aboutCounters: Counter[] = [
  { value: 20, suffix: '+', label: 'Years of combined experience' },
  { value: 93, suffix: '%', label: 'Expertise in off-plan investments' },
  { value: 23, suffix: '', label: 'Nationalities in our team' },
]
