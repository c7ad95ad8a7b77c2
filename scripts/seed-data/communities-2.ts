import type { CommunityProfile } from './property-builder'

// Second half of the community profiles (split only to keep files short).

export const arabianRanches: CommunityProfile = {
  city: 'Arabian Ranches',
  scene: 'villa-community',
  paragraphs: [
    'Arabian Ranches is Emaar’s original desert-themed villa community, set around the Arabian Ranches Golf Club on Umm Suqeim Road. Mature landscaping, community pools, the Ranches Souk, JESS Arabian Ranches and Ranches Primary School make it one of the most settled family addresses in Dubai.',
    'Homes in the Ranches rarely stay on the market long: owners tend to hold for years, tenants renew, and the three phases — the original Ranches, Arabian Ranches 2 and Arabian Ranches III — give buyers a choice of eras, plot sizes and budgets within one gated community.',
  ],
}

export const townSquare: CommunityProfile = {
  city: 'Town Square',
  scene: 'suburban',
  paragraphs: [
    'Town Square is Nshama’s community off Al Qudra Road, built around a central park with cafés, a cinema, supermarkets and a large pool and play zone. Townhouses and low-rise apartments give first-time buyers and young families an affordable way into a fully serviced community.',
    'Town Square offers some of the best value for money in Dubai’s family segment: entry prices well below the established villa communities, gross rental yields often above 7% and a growing list of schools and nurseries within a fifteen-minute drive.',
  ],
}

export const damacHills2: CommunityProfile = {
  city: 'Damac Hills 2',
  scene: 'suburban',
  paragraphs: [
    'Damac Hills 2 is a large gated community off the Dubai–Al Ain Road with townhouses and villas arranged in clusters around parks, sports courts, a water park and the Malibu Bay lagoon. It is one of the most accessible ways to own a house with a garden in Dubai.',
    'Damac Hills 2 appeals to families who want more space for their budget and to investors targeting villa yields above 7%. Road upgrades on Al Qudra and Emirates Road have shortened the drive to Al Barsha and Dubai Hills, and the community’s retail and schools keep expanding.',
  ],
}

export const jvc: CommunityProfile = {
  city: 'Jumeirah Village Circle',
  scene: 'suburban',
  paragraphs: [
    'Jumeirah Village Circle is a popular mid-market community between Al Khail Road and Sheikh Mohammed Bin Zayed Road, laid out in districts around landscaped parks. Circle Mall, nurseries, clinics and schools such as Sunmarke and JSS International are close by, and Dubai Marina and Dubai Hills are about fifteen minutes away.',
    'JVC has been Dubai’s most transacted community for several years running, driven by investors chasing gross yields of 7–8% and tenants looking for space at a sensible rent. New boutique buildings are raising the bar on finishes, while older stock offers room for negotiation.',
  ],
}

export const creekHarbour: CommunityProfile = {
  city: 'Dubai Creek Harbour',
  scene: 'creek',
  paragraphs: [
    'Dubai Creek Harbour is Emaar’s waterfront district on Dubai Creek, next to the Ras Al Khor Wildlife Sanctuary and its flamingos. Residents have Creek Beach, a marina, a promenade with restaurants and views across to Downtown, which is ten minutes away by car; Dubai International Airport is closer still.',
    'The Dubai Metro Blue Line, due to open in 2029, will have a signature station at Dubai Creek Harbour, a catalyst that has kept demand firm for both ready and off-plan homes. Prices per square foot remain below Downtown, with similar views of the skyline.',
  ],
}

export const difc: CommunityProfile = {
  city: 'DIFC',
  scene: 'business',
  paragraphs: [
    'The Dubai International Financial Centre is the region’s leading financial free zone, with its own common-law courts and regulator. Gate Avenue, the galleries and the restaurant scene make it lively after hours, and the Financial Centre and Emirates Towers metro stations sit at either end.',
    'DIFC combines the deepest pool of financial-services tenants in the Middle East with limited new supply, which keeps office occupancy near full and residential rents firm. Leases and sales are recorded with the DIFC Registrar of Real Property under DIFC law.',
  ],
}
