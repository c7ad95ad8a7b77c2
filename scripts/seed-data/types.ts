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
