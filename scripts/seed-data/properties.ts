import { arabianRanchesListings } from './properties-arabian-ranches'
import { businessBayListings } from './properties-business-bay'
import { creekHarbourListings } from './properties-creek-harbour'
import { damacHills2Listings } from './properties-damac-hills-2'
import { difcListings } from './properties-difc'
import { downtownListings } from './properties-downtown'
import { dubaiHillsListings } from './properties-dubai-hills'
import { marinaListings } from './properties-dubai-marina'
import { beachfrontListings } from './properties-emaar-beachfront'
import { jltListings } from './properties-jlt'
import { jvcListings } from './properties-jvc'
import { mbrCityListings } from './properties-mbr-city'
import { palmListings } from './properties-palm-jumeirah'
import { townSquareListings } from './properties-town-square'
import type { SeedProperty } from './types'

// All demo listings, grouped by community in their own files. Order here does not matter for
// the site (it sorts by createdDate, derived from listedDaysAgo).
export const properties: SeedProperty[] = [
  ...marinaListings,
  ...jltListings,
  ...downtownListings,
  ...businessBayListings,
  ...palmListings,
  ...beachfrontListings,
  ...dubaiHillsListings,
  ...mbrCityListings,
  ...arabianRanchesListings,
  ...townSquareListings,
  ...damacHills2Listings,
  ...jvcListings,
  ...creekHarbourListings,
  ...difcListings,
]
