import type { SeedArticle } from './types'

// Popular-area guides, part 2.

export const areaGuidesPart2: SeedArticle[] = [
  {
    slug: 'dubai-hills-estate',
    kind: 'guide',
    title: 'Dubai Hills Estates',
    community: 'Dubai Hills Estate',
    excerpt:
      'Golf, parks, a major mall and some of Dubai’s best schools: a guide to homes and prices in Dubai Hills Estate.',
    scene: 'hills',
    publishedDaysAgo: 112,
    html: `<h2>A green city within the city</h2>
<p>Dubai Hills Estate is a 2,700-acre master-planned community developed by Emaar and Meraas between Al Khail Road and Umm Suqeim Road, part of the wider Mohammed Bin Rashid City. It is built around an 18-hole championship golf course and Dubai Hills Park, and includes villas, townhouses and apartments for a population expected to exceed 100,000 when complete. Since its first handovers in 2016 it has become one of Dubai’s best-performing communities for both capital growth and rental demand.</p>
<h2>Lifestyle</h2>
<p>The community is designed around green space: parks, cycle tracks and jogging trails link the residential clusters. <strong>Dubai Hills Mall</strong> has hundreds of shops, a cinema and an indoor theme park; King’s College Hospital Dubai is within the community; and the Dubai Hills Golf Club and its clubhouse are popular for weekend brunch as well as golf.</p>
<h2>Where to live</h2>
<ul>
<li><strong>Villas:</strong> Sidra, Maple townhouses, Club Villas, Golf Place, Parkways and the mansion plots of Dubai Hills Grove and Emerald Hills.</li>
<li><strong>Apartments:</strong> Park Heights, Mulberry, Collective, Executive Residences and Golf Suites, plus newer towers along the park and the Dubai Hills Boulevard.</li>
</ul>
<h2>Getting around</h2>
<p>Al Khail Road runs along the community’s edge, putting Downtown and Business Bay about 15 minutes away, and Dubai Marina 20. There is no metro station yet, and most residents drive; buses connect to the Red Line.</p>
<h2>Schools</h2>
<p>GEMS Wellington Academy – Al Khail and Kings’ School Al Barsha are close by, and the community includes or neighbours several well-rated British, American and IB schools and nurseries. Catchment planning is straightforward, which is one reason families choose Dubai Hills.</p>
<h2>What homes cost</h2>
<ul>
<li>One-bedroom apartments: AED 1.5–2.1 million; rents AED 100,000–130,000 a year.</li>
<li>Two-bedroom apartments: AED 2.2–3.3 million; rents AED 150,000–200,000.</li>
<li>Maple townhouses (3–5 bedrooms): AED 4.2–6.5 million; rents AED 280,000–380,000.</li>
<li>Sidra villas (3–5 bedrooms): AED 6.5–12 million; rents AED 340,000–550,000.</li>
<li>Golf Place and Dubai Hills Grove villas: AED 20 million and above.</li>
</ul>
<h2>Yields and running costs</h2>
<p>Apartments yield around <strong>5.5–6.5%</strong> gross and villas 4–5%, with very low vacancy. Service charges are about <strong>AED 14–18 per sq ft</strong> a year for apartments and <strong>AED 4–6 per sq ft</strong> for villas and townhouses.</p>
<h2>Who Dubai Hills suits</h2>
<p>Families who want schools, parks and a hospital nearby, professionals who commute to Downtown, and investors looking for a community with proven resale depth. <a href="/property?location=Dubai%20Hills%20Estate">See properties in Dubai Hills Estate</a>.</p>`,
  },
  {
    slug: 'town-square',
    kind: 'guide',
    title: 'Town Square',
    community: 'Town Square',
    excerpt:
      'An affordable, family-friendly community built around a central park: prices, yields and daily life in Town Square Dubai.',
    scene: 'suburban',
    publishedDaysAgo: 106,
    html: `<h2>A complete community at an accessible price</h2>
<p>Town Square is a 750-acre community developed by Nshama off Al Qudra Road, designed from the start to be affordable without feeling like a compromise. Townhouses and low-rise apartment buildings surround a central park and a town centre with shops, restaurants and a cinema. It has become one of the first places young families and first-time buyers look when they want a house with a garden in Dubai.</p>
<h2>Daily life</h2>
<p>Town Square Park is the heart of the community, with lawns, a large pool, splash pads, sports courts and events at weekends. The town centre includes a large supermarket, Reel Cinemas, gyms, cafés and a hotel. Cycle paths run through the residential areas, and the Al Qudra cycle track and desert are minutes away.</p>
<h2>Where to live</h2>
<ul>
<li><strong>Townhouses:</strong> Hayat, Zahra, Naseem, Safi, Noor and Sama, with three to four bedrooms and small private gardens.</li>
<li><strong>Apartments:</strong> Zahra Apartments, Jenna Main Square, Warda, Rawda and Vida Residences Town Square, with studios to three bedrooms.</li>
</ul>
<h2>Getting around</h2>
<p>Town Square sits on Al Qudra Road with quick access to Sheikh Mohammed Bin Zayed Road and Emirates Road. Dubai Hills Estate and Al Barsha are about 20 minutes away, Dubai Marina and Downtown about 25–30. There is no metro nearby, so most residents drive.</p>
<h2>Schools</h2>
<p>Nurseries operate inside the community, and several international schools in Arabian Ranches, The Sustainable City, Damac Hills and Al Barsha South are within a 15-minute drive. New schools are planned for the surrounding area as the population grows.</p>
<h2>What homes cost</h2>
<ul>
<li>Studios: AED 550,000–700,000; rents AED 45,000–55,000 a year.</li>
<li>One-bedroom apartments: AED 850,000–1.15 million; rents AED 65,000–80,000.</li>
<li>Two-bedroom apartments: AED 1.3–1.7 million; rents AED 95,000–115,000.</li>
<li>Three-bedroom townhouses: AED 2.3–2.9 million; rents AED 140,000–170,000.</li>
<li>Four-bedroom townhouses: AED 2.8–3.5 million; rents AED 160,000–195,000.</li>
</ul>
<h2>Yields and running costs</h2>
<p>Town Square delivers some of the best yields in Dubai’s family segment: <strong>7–8% gross</strong> for apartments and around 6% for townhouses. Service charges are moderate at about <strong>AED 10–14 per sq ft</strong> a year for apartments and <strong>AED 3–5</strong> for townhouses.</p>
<h2>Who Town Square suits</h2>
<p>First-time buyers, young families who want a garden without a prime price tag, and investors seeking steady, yield-driven returns. <a href="/property?location=Town%20Square">See properties in Town Square</a>.</p>`,
  },
]
