/**
 * The /api/v1 contract (docs/api.md, docs/requirements.md §3). Field names follow the provider's
 * API so the site can run against either; vendor (Payload) shapes never reach components.
 */
import type { Locale } from '@/lib/i18n/locales'

export interface ImageRef {
  s3Url: string
  width?: number
  height?: number
  alt?: string
  blurDataURL?: string
}

export interface PropertyPhoto extends ImageRef {
  s3Key: string
  uniqueid: string
}

export type PropertyStatus = 'sell' | 'rent'

/** A broker as a listing names them: who to call about it, and their RERA registration. */
export interface Agent {
  /** The broker's page: /team/{slug} ('' until staff give them one). */
  slug: string
  name: string
  designation: string
  photo: string
  /** RERA broker registration number. */
  brn: string
  /** ISO 639-1 codes ('ar', 'en'). */
  languages: string[]
  phone: string
  whatsapp: string
  email: string
}

export interface Property {
  _id: string
  /** The editions its text is written in, English always: another edition shows it in English. */
  editions: Locale[]
  name: string
  description: string
  banner: ImageRef
  image: PropertyPhoto[]
  city: string
  location: string
  type: string
  price: number
  agentName: string
  agentImage: string
  agentDesignation: string
  agentPhone: string
  bathrooms: number
  bedrooms: number
  sqft: number
  parking: number
  status: PropertyStatus
  amenities: { name: string }[]
  propertyInfo: Record<string, string>
  buildingInfo: Record<string, string>
  isFeatured: boolean
  reference: string
  permitNumber: string
  /** When the Trakheesi permit runs out (ISO date): the listing leaves the site then. */
  permitExpiresAt: string | null
  /** The day staff last checked the permit with the DLD, if they have. */
  permitCheckedAt: string | null
  /** The listing agent, a broker with a BRN (null only for an old listing without one). */
  agent: Agent | null
  completionStatus: 'ready' | 'off-plan'
  handoverDate: string | null
  developer: string | null
  paymentPlan: string | null
  furnishing: string | null
  serviceCharge: number | null
  /** Who sells: 'primary' is the developer (no agency fee to the buyer); a ready home is a resale. */
  saleType: 'primary' | 'resale'
  /** The share (0-100 %) of the DLD transfer fee the developer pays: its project's offer, on a primary sale only. */
  dldWaiverPercent: number
  /** The off-plan project this unit belongs to, if any. */
  project: { _id: string; slug: string; name: string } | null
  createdAt: string
  updatedAt: string
}

export interface Paginated<T> {
  docs: T[]
  totalDocs: number
  limit: number
  page: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
  nextPage: number | null
  prevPage: number | null
}

export interface CitiesAndTypes {
  cities: string[]
  propertyTypes: string[]
}

export interface Testimonial {
  _id: string
  name: string
  location: string
  message: string
  image: ImageRef | null
}

export interface TeamMember {
  _id: string
  firstName: string
  lastName: string
  designation: string
  profile: ImageRef
  phone: string | null
  email: string | null
}

export type ArticleKind = 'news' | 'guide'

export interface Article {
  _id: string
  /** The editions its text is written in, English always: another edition shows it in English. */
  editions: Locale[]
  slug: string
  kind: ArticleKind
  title: string
  excerpt: string
  content: string
  banner: ImageRef
  community: string | null
  publishedAt: string
  updatedAt: string
}

export interface Partner {
  id: string
  name: string
  image: ImageRef
}

export interface SiteSettings {
  landline: string
  phone: string
  email: string
  whatsapp: string
  address: string
  mapUrl: string | null
  orn: string
  openingHours: string | null
  social: { instagram?: string | null; facebook?: string | null; linkedin?: string | null; youtube?: string | null; x?: string | null }
}

export interface ApiError {
  message: string
  errors?: Record<string, string>
}

export interface Developer {
  _id: string
  name: string
  slug: string
  logo: ImageRef | null
  profile: string | null
}

export type ProjectStatus = 'launching' | 'under-construction' | 'ready'

export type PaymentStage = 'booking' | 'construction' | 'handover' | 'post-handover'

export interface PaymentMilestone {
  label: string
  /** Share of the price, in percent; a plan's shares add up to 100. */
  percent: number
  stage: PaymentStage
  instalments: number
  /** When the first instalment falls, if the plan pins it; else spread over the stage. */
  dueMonthsAfterBooking: number | null
}

export interface ProjectUnitType {
  type: string
  /** 0 is a studio. */
  bedrooms: number
  sizeFromSqft: number
  sizeToSqft: number
  priceFromAed: number
  availability: 'available' | 'limited' | 'sold-out'
}

export interface Project {
  _id: string
  /** The editions its text is written in, English always: another edition shows it in English. */
  editions: Locale[]
  slug: string
  name: string
  developer: Developer | null
  community: string
  status: ProjectStatus
  launchDate: string
  /** The expected handover: quarter 1-4 of a year. */
  handover: { quarter: 1 | 2 | 3 | 4; year: number }
  /** 0-100. */
  constructionProgress: number
  dldProjectNumber: string | null
  escrowBank: string | null
  isVerified: boolean
  paymentPlan: PaymentMilestone[]
  /** Before handover / on and after it, e.g. "60/40". */
  paymentPlanShort: string
  unitTypes: ProjectUnitType[]
  /** The lowest "price from" of the unit types, if any are listed. */
  priceFromAed: number | null
  amenities: { name: string }[]
  banner: ImageRef
  gallery: ImageRef[]
  location: string
  /** Sanitised HTML. */
  description: string
  /** Brochures are private: the site only says whether there is one. */
  hasBrochure: boolean
  createdAt: string
  updatedAt: string
}

/** One project as GET /projects/{idOrSlug} answers it: with its off-plan listings. */
export interface ProjectDetail extends Project {
  listings: Property[]
}
