import type { SeedDeveloper } from './types'

// The developers behind the off-plan projects. `name` is spelled exactly as the listings spell
// `developer`, so a project page can list the developer's other homes by that string. Alnoor,
// Azure Coast, Wadi Crest and Rimal Heights are the demo's own fictional firms.
export const developers: SeedDeveloper[] = [
  {
    key: 'emaar-properties',
    name: 'Emaar Properties',
    profile:
      'Emaar Properties was founded in Dubai in 1997 and is listed on the Dubai Financial Market. It master-planned Downtown Dubai around Burj Khalifa and The Dubai Mall, and its residential communities include Dubai Creek Harbour, Emaar Beachfront, Arabian Ranches and, with Meraas, Dubai Hills Estate.',
  },
  {
    key: 'sobha-realty',
    name: 'Sobha Realty',
    profile:
      'Sobha Realty is the property arm of the Sobha Group, founded by PNC Menon in 1976. It designs, engineers and builds its projects with its own teams, from structure to joinery, and its main Dubai community is Sobha Hartland in Mohammed Bin Rashid City.',
  },
  {
    key: 'damac-properties',
    name: 'Damac Properties',
    profile:
      'Damac Properties was founded by Hussain Sajwani in 2002 and has delivered tens of thousands of homes across the region. In Dubai it is known for its master communities Damac Hills and Damac Hills 2 and for residences branded with fashion and design houses.',
  },
  {
    key: 'ellington-properties',
    name: 'Ellington Properties',
    profile:
      'Ellington Properties is a Dubai developer founded in 2014 that concentrates on boutique, design-led residential buildings. Interiors are drawn up by its in-house design studio, and its buildings are spread across Jumeirah Village Circle, Dubai Hills Estate, Downtown Dubai and Mohammed Bin Rashid City.',
  },
  {
    key: 'binghatti-developers',
    name: 'Binghatti Developers',
    profile:
      'Binghatti is a family-run Dubai developer recognised by the geometric façades of its buildings. It builds most of its projects through its own contracting arm, which lets it deliver mid-rise residential buildings in Jumeirah Village Circle, Business Bay and Al Jaddaf on short construction schedules.',
  },
  {
    key: 'alnoor-developments',
    name: 'Alnoor Developments',
    profile:
      'Alnoor Developments is a Dubai developer of high-rise residential towers, established in 2008, with completed buildings in Dubai Marina and Jumeirah Lake Towers. Its towers are designed around mixed-use podiums with restaurants and retail at street level.',
  },
  {
    key: 'azure-coast-properties',
    name: 'Azure Coast Properties',
    profile:
      'Azure Coast Properties develops small-scale waterfront residences on Palm Jumeirah and Dubai Islands. Each building holds a limited number of homes and is delivered with interiors by an external design studio chosen per project.',
  },
  {
    key: 'wadi-crest-properties',
    name: 'Wadi Crest Properties',
    profile:
      'Wadi Crest Properties is a Dubai developer focused on residential towers along the Dubai Water Canal. Founded in 2012, it has completed three buildings in Business Bay and Al Jaddaf and manages the common areas of its towers through its own owners’ association team.',
  },
  {
    key: 'rimal-heights-developments',
    name: 'Rimal Heights Developments',
    profile:
      'Rimal Heights Developments builds mid-rise apartment buildings for owner-occupiers and investors in Jumeirah Village Circle and Arjan. Its projects are sold with post-handover payment plans and include shared work and fitness spaces as standard.',
  },
]
