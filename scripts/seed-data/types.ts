// Shapes of the demo content the CMS seed writes. The seed script maps these to Payload
// documents; keeping them free of Payload imports lets this folder type-check on its own.

export type Scene =
  | 'marina'
  | 'downtown'
  | 'palm'
  | 'creek'
  | 'hills'
  | 'villa-community'
  | 'business'
  | 'beachfront'
  | 'suburban'

export interface SeedTeamMember {
  key: string
  firstName: string
  lastName: string
  designation: string
  gender: 'female' | 'male'
  attire: 'suit' | 'kandura' | 'abaya' | 'blazer' | 'shirt'
  phone: string
  email: string
  /** The RERA broker registration number: brokers only. */
  brn?: string
  languages: string[]
  bio: string
}

export interface SeedProperty {
  key: string // stable unique slug used for idempotent seeding
  name: string
  description: string // 2-4 paragraphs separated by \n\n
  city: string // the community, e.g. 'Dubai Marina' (the listing filter 'location' matches this)
  location: string // address line, e.g. 'Marina Gate 2, Dubai Marina, Dubai'
  type: 'Apartment' | 'Villa' | 'Townhouse' | 'Penthouse' | 'Office' | 'Duplex' | 'Retail'
  status: 'sell' | 'rent' // rent price is yearly AED
  price: number
  bedrooms: number
  bathrooms: number
  sqft: number
  parking: number
  amenities: string[]
  isFeatured: boolean
  reference: string // e.g. 'CK-S-10234' (S sale, R rent)
  permitNumber: string // Trakheesi permit, 10 digits
  completionStatus: 'ready' | 'off-plan'
  handoverDate?: string // 'Q4 2027'
  developer: string
  paymentPlan?: string // e.g. '60/40 — 60% during construction, 40% on handover'
  furnishing: 'furnished' | 'unfurnished' | 'partly-furnished'
  serviceCharge: number // AED per sq ft per year
  /** Rentals: the most cheques the landlord accepts for a year's rent. */
  cheques?: number
  agentKey: string // a SeedTeamMember.key
  photoCount: number // 3..14
  scene: Scene // which generated imagery fits
  buildingInfo: Record<string, string> // must include a 'Sqft' key
  listedDaysAgo: number // 0..120, for createdDate ordering
}

export interface SeedArticle {
  slug: string
  kind: 'news' | 'guide'
  title: string
  excerpt: string
  html: string
  scene: Scene
  community?: string // for guides: the SeedProperty.city it is about
  publishedDaysAgo: number
}

export interface SeedTestimonial {
  key: string
  name: string
  location: string
  message: string
  gender: 'female' | 'male'
}

export interface SeedPartner {
  key: string
  name: string
  style: number
}

export interface SeedDeveloper {
  key: string
  name: string // exactly as SeedProperty.developer spells it
  profile: string // 2-3 sentences, factual tone
}

// One line of an off-plan payment plan. `percent` is the milestone's total share of the price,
// split evenly over `instalments`; `dueMonthsAfterBooking` is when a one-off payment (or the
// first of a series) falls due, counted from a booking made on the launch date.
export interface SeedPaymentMilestone {
  label: string
  percent: number
  stage: 'booking' | 'construction' | 'handover' | 'post-handover'
  instalments: number
  dueMonthsAfterBooking?: number
}

export interface SeedUnitType {
  type: 'Apartment' | 'Villa' | 'Townhouse' | 'Penthouse' | 'Duplex'
  bedrooms: number // 0 = studio
  sizeFromSqft: number
  sizeToSqft: number
  priceFromAed: number
  availability: 'available' | 'limited' | 'sold-out'
}

export interface SeedProject {
  key: string
  slug: string
  name: string
  developerKey: string // a SeedDeveloper.key
  community: string // a SeedProperty.city, spelled exactly as the listings spell it
  location: string // address line, e.g. 'Creek Crescent Residences, Dubai Creek Harbour, Dubai'
  status: 'launching' | 'under-construction' | 'ready'
  launchDate: string // ISO date
  handover: { quarter: 1 | 2 | 3 | 4; year: number }
  progressPercent: number
  dldProjectNumber: string // 4 digits
  escrowBank: string
  verified: boolean // our off-plan desk has checked the DLD registration and escrow account
  dldWaiverPercent?: number // the share of the 4 % DLD fee the developer pays for buyers
  paymentPlan: SeedPaymentMilestone[] // percents add up to exactly 100
  unitTypes: SeedUnitType[]
  amenities: string[]
  description: string // 3-4 paragraphs separated by \n\n
  scene: Scene // which generated imagery fits
  photoCount: number // 5..9
  listingKeys: string[] // keys of the off-plan SeedProperty listings in this project
}
