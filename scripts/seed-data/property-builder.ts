import type { Scene, SeedProperty } from './types'

// Listings are written as compact inputs (the facts a broker would type into a CRM) and
// expanded here. The expansion adds what is the same for every Dubai listing of a kind —
// fees, Ejari, escrow, Golden Visa eligibility — computed from that listing's own numbers,
// so every description is unique without hand-copying boilerplate 66 times.

export interface CommunityProfile {
  city: string
  scene: Scene
  // Two takes on the community; listings alternate so neighbours do not read identically.
  paragraphs: readonly [string, string]
}

export interface ListingInput {
  key: string
  name: string
  intro: string // the listing's own paragraph: layout, view, condition, what sets it apart
  type: SeedProperty['type']
  status: SeedProperty['status']
  price: number
  beds: number
  baths: number
  sqft: number
  parking: number
  address: string // building or cluster; community and 'Dubai' are appended
  ref: number
  developer: string
  offPlan?: { handover: string; plan: string }
  furnishing: SeedProperty['furnishing']
  serviceCharge: number
  agent: string
  photos: number
  days: number
  featured?: boolean
  amenities: string[]
  building: Record<string, string>
  scene?: Scene
}

// Amenity bundles reused across listings; each listing adds its own extras on top.
export const AMENITIES = {
  tower: [
    'Shared Swimming Pool',
    'Gym',
    'Covered Parking',
    '24/7 Security',
    'Concierge',
    'Children’s Play Area',
  ],
  resort: ['Infinity Pool', 'Spa', 'Sauna and Steam Room', 'Residents’ Lounge', 'Valet Parking'],
  villa: [
    'Private Garden',
    'Storage Room',
    'Covered Parking',
    'Community Pool',
    'Community Park',
    'Jogging Track',
  ],
  office: [
    'Fitted Office',
    'Pantry',
    'Meeting Room',
    'Central A/C',
    'Fibre Internet',
    '24/7 Access',
    'Visitor Parking',
  ],
  retail: [
    'Ground-floor Frontage',
    'Full-height Glazing',
    'Service Entrance',
    'Visitor Parking',
    'Central A/C',
  ],
} as const satisfies Record<string, readonly string[]>

const COMMERCIAL: ReadonlySet<SeedProperty['type']> = new Set(['Office', 'Retail'])

export function aed(value: number): string {
  return `AED ${Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}

function thousands(value: number): string {
  return aed(value).slice(4)
}

// Trakheesi permits are issued per advert; deriving them from the key keeps them stable across
// re-seeds without maintaining a second hand-typed number per listing.
function permitFor(key: string): string {
  let hash = 0x811c9dc5
  for (const char of key) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return String(7_100_000_000 + (hash % 899_999_999))
}

function noun(input: ListingInput): string {
  if (input.type === 'Office' || input.type === 'Retail')
    return input.type === 'Office' ? 'office' : 'shop'
  if (input.beds === 0) return 'studio'
  return input.type.toLowerCase()
}

function saleParagraph(input: ListingInput, index: number): string {
  const perSqft = thousands(input.price / input.sqft)
  const parts: string[] = []
  if (input.offPlan) {
    parts.push(
      `${input.developer} is selling this ${noun(input)} off-plan at ${aed(input.price)} (about AED ${perSqft} per sq ft), with handover scheduled for ${input.offPlan.handover}. The payment plan is ${input.offPlan.plan}.`,
      'Every instalment is paid into the project’s RERA-registered escrow account, and the contract is registered on the DLD Oqood system once the 4% registration fee is paid, so the unit is recorded in your name from the first payment.',
    )
    if (!COMMERCIAL.has(input.type)) {
      parts.push(
        'UAE banks lend up to 50% on off-plan homes, so most buyers fund the construction instalments in cash and finance the balance due on handover.',
      )
    }
    parts.push(
      `Service charges are estimated at AED ${input.serviceCharge} per sq ft a year from handover.`,
    )
  } else {
    const fee = aed(input.price * 0.04)
    parts.push(
      `The asking price is ${aed(input.price)}, about AED ${perSqft} per sq ft. On top of it, buyers pay the 4% Dubai Land Department transfer fee (${fee}), the trustee office fee and our 2% agency fee plus VAT.`,
      `Service charges run at about AED ${input.serviceCharge} per sq ft a year, roughly ${aed(input.serviceCharge * input.sqft)} annually for this ${noun(input)}.`,
    )
    if (COMMERCIAL.has(input.type)) {
      parts.push(
        'As a commercial unit, the transfer also attracts 5% VAT, which VAT-registered buyers can usually recover.',
      )
    } else if (input.price < 5_000_000) {
      parts.push(
        index % 2 === 0
          ? 'Expatriate buyers can borrow up to 80% of the value on a first home under AED 5 million; our mortgage advisor can arrange a pre-approval within a few working days.'
          : 'Under Central Bank rules, a first-time expatriate buyer needs a 20% deposit on a home below AED 5 million, and our in-house mortgage advisor compares offers across UAE lenders at no cost.',
      )
    }
  }
  if (!COMMERCIAL.has(input.type) && input.price >= 2_000_000) {
    parts.push(
      'At this price the property meets the AED 2 million threshold for a ten-year Golden Visa.',
    )
  }
  if (!input.offPlan) {
    parts.push(
      index % 2 === 0
        ? 'The owner has signed a RERA Form A with Crescent Key, so viewings can be arranged at short notice; once terms are agreed we prepare the Form F (MOU), obtain the developer NOC and book the transfer at a DLD trustee office.'
        : 'The sale follows the standard Dubai process: a Form F (MOU) signed by buyer and seller, a 10% security deposit held by the brokerage, the developer NOC confirming no outstanding service charges, then transfer at a DLD trustee office.',
    )
  }
  return parts.join(' ')
}

/** How a year's rent may be paid, and the most cheques that allows. */
const CHEQUES = [
  ['up to four cheques', 4],
  ['two cheques', 2],
  ['up to six cheques', 6],
  ['one or two cheques', 2],
] as const

function chequesFor(index: number): number {
  return (CHEQUES[index % CHEQUES.length] ?? CHEQUES[0])[1]
}
const AVAILABILITY = [
  'Available now.',
  'Available from 1 December.',
  'Vacant and ready to move in.',
  'Available from mid-December.',
] as const

function rentParagraph(input: ListingInput, index: number, city: string): string {
  const cheques = (CHEQUES[index % CHEQUES.length] ?? CHEQUES[0])[0]
  const available = AVAILABILITY[index % AVAILABILITY.length] ?? AVAILABILITY[0]
  if (COMMERCIAL.has(input.type)) {
    const registration =
      city === 'DIFC'
        ? 'The lease is registered with the DIFC Registrar of Real Property and supports a DIFC commercial licence.'
        : city === 'Jumeirah Lake Towers'
          ? 'The lease is registered with DMCC and can be used for a DMCC free-zone licence and visa quota.'
          : 'The lease is registered on Ejari, which Dubai Economy and Tourism requires to issue or renew a trade licence.'
    return `The annual rent is ${aed(input.price)} plus 5% VAT, payable in ${cheques}, with a 10% security deposit and an agency fee of 5% of the annual rent. ${registration} Service charges are paid by the landlord. ${available}`
  }
  const depositRate = input.furnishing === 'furnished' ? 0.1 : 0.05
  const dewa = input.type === 'Villa' || input.type === 'Townhouse' ? 'AED 4,000' : 'AED 2,000'
  const parts = [
    `The rent is ${aed(input.price)} a year, payable in ${cheques}, with a ${depositRate * 100}% refundable security deposit (${aed(input.price * depositRate)}) and an agency fee of 5% of the annual rent plus VAT.`,
    city === 'DIFC'
      ? `The lease is registered with the DIFC Registrar of Real Property rather than Ejari, and the tenant opens a DEWA account for electricity and water (a refundable ${dewa} deposit); service charges stay with the landlord.`
      : `The tenancy is registered on Ejari at signing, and the tenant opens a DEWA account for electricity and water (a refundable ${dewa} deposit); service charges stay with the landlord.`,
    city === 'DIFC'
      ? 'Renewal terms are governed by the DIFC Leasing Law rather than the RERA rental index, so the lease sets out how the rent is reviewed.'
      : index % 2 === 0
        ? 'Renewals follow the RERA rental index, so any increase is capped by how far the rent sits below the index for comparable homes.'
        : 'Any change to the rent or terms at renewal must be notified at least 90 days before expiry, and increases are capped by the RERA rental index.',
  ]
  // DET holiday home permits cover the emirate's mainland communities, not DIFC.
  if (
    input.furnishing === 'furnished' &&
    city !== 'DIFC' &&
    (input.type === 'Apartment' || input.type === 'Penthouse')
  ) {
    parts.push(
      'The owner would also consider a short-stay arrangement managed by our holiday homes team under a DET holiday home permit.',
    )
  }
  parts.push(available)
  return parts.join(' ')
}

export function buildListings(
  community: CommunityProfile,
  inputs: readonly ListingInput[],
): SeedProperty[] {
  return inputs.map((input, index) => {
    const communityParagraph = community.paragraphs[index % 2] ?? community.paragraphs[0]
    const dealParagraph =
      input.status === 'sell'
        ? saleParagraph(input, index)
        : rentParagraph(input, index, community.city)
    const property: SeedProperty = {
      key: input.key,
      name: input.name,
      description: [input.intro, communityParagraph, dealParagraph].join('\n\n'),
      city: community.city,
      location: `${input.address}, ${community.city}, Dubai`,
      type: input.type,
      status: input.status,
      price: input.price,
      bedrooms: input.beds,
      bathrooms: input.baths,
      sqft: input.sqft,
      parking: input.parking,
      amenities: [...new Set(input.amenities)],
      isFeatured: input.featured ?? false,
      reference: `CK-${input.status === 'sell' ? 'S' : 'R'}-${input.ref}`,
      permitNumber: permitFor(input.key),
      completionStatus: input.offPlan ? 'off-plan' : 'ready',
      developer: input.developer,
      furnishing: input.furnishing,
      serviceCharge: input.serviceCharge,
      agentKey: input.agent,
      photoCount: input.photos,
      scene: input.scene ?? community.scene,
      buildingInfo: { ...input.building, Sqft: thousands(input.sqft) },
      listedDaysAgo: input.days,
    }
    // Optional fields are only set when present so the objects stay valid under
    // exactOptionalPropertyTypes.
    if (input.status === 'rent') property.cheques = chequesFor(index)
    if (input.offPlan) {
      property.handoverDate = input.offPlan.handover
      property.paymentPlan = input.offPlan.plan
    }
    return property
  })
}
