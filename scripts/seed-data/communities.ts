import type { CommunityProfile } from './property-builder'

// One profile per community. The `city` strings are the exact values the listing filter
// ('location') and the guide articles (`community`) match on, so they are spelled once here.

export const dubaiMarina: CommunityProfile = {
  city: 'Dubai Marina',
  scene: 'marina',
  paragraphs: [
    'Dubai Marina wraps around a three-kilometre man-made canal lined with more than 200 towers. Marina Walk, JBR beach, Pier 7 and Dubai Marina Mall are all on foot, the tram loops through the neighbourhood and the Sobha Realty and DMCC metro stations put Media City and Downtown within easy reach.',
    'Few Dubai neighbourhoods let with the consistency of the Marina: young professionals, couples and holiday-home guests keep occupancy high all year, and gross yields of 6–7% are typical for well-kept one- and two-bedroom units. Sheikh Zayed Road and the Al Khail interchanges are minutes away.',
  ],
}

export const jlt: CommunityProfile = {
  city: 'Jumeirah Lake Towers',
  scene: 'marina',
  paragraphs: [
    'Jumeirah Lake Towers is a DMCC free-zone district of 26 clusters set around four landscaped lakes, directly across Sheikh Zayed Road from Dubai Marina. Two metro stations, lakeside cafés and a walkable mix of offices and homes make it one of the most practical addresses in new Dubai.',
    'JLT offers Marina-side living at a meaningful discount: rents and prices per square foot sit well below the waterfront towers across the road, while the DMCC business community keeps demand from tenants steady. The Uptown Dubai district at its northern end is adding new hotels and Grade A space.',
  ],
}

export const downtown: CommunityProfile = {
  city: 'Downtown Dubai',
  scene: 'downtown',
  paragraphs: [
    'Downtown Dubai is the city’s signature district, built by Emaar around Burj Khalifa, The Dubai Mall and the Dubai Fountain. The Boulevard, Dubai Opera and Souk Al Bahar are all walkable, and the Burj Khalifa/Dubai Mall metro station links straight to DIFC and the airport.',
    'Demand in Downtown comes from executives, international second-home buyers and short-stay guests, which keeps vacancy low and resale liquidity high. Homes with a Burj Khalifa or fountain view hold a clear premium, and the area is a designated urban centre in the Dubai 2040 Urban Master Plan.',
  ],
}

export const businessBay: CommunityProfile = {
  city: 'Business Bay',
  scene: 'business',
  paragraphs: [
    'Business Bay lines both banks of the Dubai Water Canal next to Downtown, mixing Grade A offices, hotels and residential towers. The canal promenade, Bay Avenue and Marasi Drive give it a neighbourhood feel, and Business Bay metro station plus direct access to Sheikh Zayed Road and Al Khail Road keep commutes short.',
    'For investors, Business Bay offers Downtown proximity at a lower entry price per square foot, with strong rental demand from professionals working in DIFC and Downtown. Its commercial stock is one of the largest freehold office markets in the city, available to buyers of any nationality.',
  ],
}

export const palm: CommunityProfile = {
  city: 'Palm Jumeirah',
  scene: 'palm',
  paragraphs: [
    'Palm Jumeirah is Nakheel’s island of sixteen fronds, a crescent and a trunk, home to Atlantis The Royal, Nakheel Mall, The View at The Palm and some of the most valuable beachfront villas in the world. The monorail runs the length of the trunk, and the Marina and JBR are ten minutes away.',
    'Prime Dubai starts here: Palm Jumeirah records many of the city’s highest-value transactions each year, and frond villas with private beaches are held by buyers from every continent. Supply is fixed by the island’s shape, which has supported values through every recent cycle.',
  ],
}

export const emaarBeachfront: CommunityProfile = {
  city: 'Emaar Beachfront',
  scene: 'beachfront',
  paragraphs: [
    'Emaar Beachfront sits on a private island between Dubai Marina and Palm Jumeirah, inside the Dubai Harbour district. Its towers share a 1.5-kilometre private beach, residents have a dedicated retail promenade, and Sheikh Zayed Road, the Marina and the Palm are each a few minutes away.',
    'As one of the few new-build beachfront communities in Dubai with direct sea access for every tower, Emaar Beachfront attracts end users and holiday-home investors alike. Views open onto the Palm, Bluewaters and the Marina skyline, and short-stay rates here are among the strongest in the city.',
  ],
}

export const dubaiHills: CommunityProfile = {
  city: 'Dubai Hills Estate',
  scene: 'hills',
  paragraphs: [
    'Dubai Hills Estate is a 2,700-acre master community by Emaar and Meraas built around an 18-hole championship golf course and Dubai Hills Park. Dubai Hills Mall, King’s College Hospital and a choice of British and IB schools are inside or next to the community, and Downtown is about fifteen minutes by Al Khail Road.',
    'Families choose Dubai Hills for its green space, cycle tracks and schools; investors choose it for resale depth. Villas, townhouses and apartments trade actively, and the community has been one of the city’s best performers for capital growth since 2020.',
  ],
}

export const mbrCity: CommunityProfile = {
  city: 'Mohammed Bin Rashid City',
  scene: 'hills',
  paragraphs: [
    'Mohammed Bin Rashid City spans District One’s crystal lagoon and contemporary villas, Sobha Hartland’s tree-lined apartments and villas, and Meydan’s racecourse district. Downtown Dubai is under ten minutes away along Al Khail Road, yet the community feels green and quiet.',
    'MBR City is where much of Dubai’s new prime supply is being delivered, with Hartland International School and North London Collegiate School Dubai on the doorstep. Large plots, low densities and proximity to Downtown give it a following among families upgrading from apartments.',
  ],
}
