import type { SeedPartner } from './types'

// Fourteen invented partner firms for the home page marquee (logos dev-1..dev-14). `style`
// selects one of 14 generated logo designs so no two logos look alike.
export const partners: SeedPartner[] = [
  { key: 'alnoor-developments', name: 'Alnoor Developments', style: 0 },
  { key: 'meridian-bank', name: 'Meridian Bank', style: 1 },
  { key: 'azure-coast-properties', name: 'Azure Coast Properties', style: 2 },
  { key: 'trident-conveyancing', name: 'Trident Conveyancing', style: 3 },
  { key: 'wadi-crest-properties', name: 'Wadi Crest Properties', style: 4 },
  { key: 'studio-mashrabiya', name: 'Studio Mashrabiya Interiors', style: 5 },
  { key: 'falcon-national-bank', name: 'Falcon National Bank', style: 6 },
  { key: 'sahil-living-developments', name: 'Sahil Living Developments', style: 7 },
  { key: 'baynes-rashid-legal', name: 'Baynes & Rashid Legal Consultants', style: 8 },
  { key: 'rimal-heights-developments', name: 'Rimal Heights Developments', style: 9 },
  { key: 'al-waha-islamic-bank', name: 'Al Waha Islamic Bank', style: 10 },
  { key: 'linen-and-oak', name: 'Linen & Oak Design House', style: 11 },
  { key: 'pinnacle-valuations', name: 'Pinnacle Valuation Services', style: 12 },
  { key: 'qamar-facilities-management', name: 'Qamar Facilities Management', style: 13 },
]
