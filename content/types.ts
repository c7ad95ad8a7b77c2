// Shapes of the firm's fixed copy. Service shapes follow docs/requirements.md §3 field for field,
// so components written against it can render these objects directly.

export type ServiceId =
  | 'buyproperty'
  | 'sellproperty'
  | 'rentproperty'
  | 'holidayhome'
  | 'commercial'
  | 'propertymanagement'
  | 'mortgage'
  | 'offplan'
  | 'interiors'

export type ServiceSlug =
  | 'buy-property'
  | 'sell-property'
  | 'rent-property'
  | 'property-management'
  | 'mortgage'
  | 'off-plan'
  | 'holiday-homes'
  | 'commercial'
  | 'interiors'

export interface ServiceCard {
  id: ServiceId
  name: string
  desc: string
  link: string
  img: string
}

export interface ServiceContent {
  bannerTitle: string
  frameData: { title: string; paragraphs: string[]; image: string }
  boxData?: { header: string; description: string; data: { header: string; description: string }[] }
  imagedData: {
    header: string
    width?: number
    data: { title: string; description: string; list?: string[] }[]
  }
  pointData?: { header: string; data: string[] }
  fixedBgData: { title: string; description: string; buttonText: string }
}

export interface Counter {
  value: number
  suffix: string
  label: string
}

export interface Signature {
  sign: string
  designation: string
}

export interface FrameButton {
  text: string
  link: string // a route, or the careers modal marker (see content/careers.ts)
}

// The content frame of docs/requirements.md §2: optional small title, title, paragraphs, optional
// highlighted line, buttons, optional signature, and an image.
export interface FrameContent {
  smallTitle?: string
  title: string
  paragraphs: string[]
  highlight?: string
  buttons?: FrameButton[]
  signature?: Signature
  image?: string
}

export interface TitledText {
  title: string
  description: string
}

export interface CallToAction {
  title: string
  description: string
  buttonText: string
  link: string
}

export interface Claim {
  value: string
  label: string
}

export interface AreaCard {
  title: 'Palm Jumeirah' | 'Dubai Marina' | 'Dubai Hills Estates' | 'Town Square'
  description: string
  image: string
  slug: string // the guide article's slug; the card links to /news/{slug}
}

export interface Faq {
  question: string
  answer: string[]
}

export interface ComplaintStep {
  step: number
  title: string
  description: string
}

export interface LegalSection {
  number: number
  title: string
  paragraphs: string[]
  list?: string[]
}

export interface LegalDocument {
  title: string
  effectiveDate: string
  intro: string[]
  sections: LegalSection[]
}

export type ContactCardKey = 'landline' | 'phone' | 'email' | 'whatsapp' | 'address'

export interface ContactCardLabel {
  key: ContactCardKey
  label: string
}
