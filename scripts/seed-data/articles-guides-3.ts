import type { SeedArticle } from './types'

// Popular-area guides behind the home page's 'Explore Dubai' cards. Slugs and titles are fixed
// by the brief (docs/requirements.md §2 writes 'Dubai Hills Estates'); content/home.ts links to
// these slugs.

export const areaGuidesPart1: SeedArticle[] = [
  {
    slug: 'palm-jumeirah',
    kind: 'guide',
    title: 'Palm Jumeirah',
    community: 'Palm Jumeirah',
    excerpt:
      'The island that defines prime Dubai: frond villas, beachfront apartments, what they cost and what it is like to live on the Palm.',
    scene: 'palm',
    publishedDaysAgo: 124,
    html: `<h2>Dubai’s most famous address</h2>
<p>Palm Jumeirah needs little introduction. Built by Nakheel on reclaimed land and home to its first residents since 2006, the island is shaped as a trunk, sixteen fronds and a protective crescent. It holds around 25,000 residents, some of the world’s most valuable beachfront villas and a collection of landmark hotels from Atlantis The Royal to the Waldorf Astoria. Supply is fixed by the island’s shape, which has made it one of the most resilient markets in the city.</p>
<h2>Where to live on the Palm</h2>
<h3>The fronds</h3>
<p>Each frond is a quiet cul-de-sac of villas with private beaches. <strong>Signature Villas</strong> at the tips of the fronds have the largest plots and widest beaches; <strong>Garden Homes</strong> and <strong>Canal Cove</strong> villas closer to the trunk are more modest in size but share the same sea views and privacy.</p>
<h3>The trunk</h3>
<p>The Shoreline Apartments, Marina Residences, Golden Mile, Tiara and Oceana buildings line the trunk, many with their own beach clubs. Nakheel Mall and The Palm Tower sit at its centre.</p>
<h3>The crescent</h3>
<p>Mostly hotels, with a limited number of branded residences and boutique buildings that command premium prices for their views back towards the city.</p>
<h2>Getting around</h2>
<p>The Palm Monorail runs from the Gateway station near Sheikh Zayed Road to Atlantis, with a stop at Nakheel Mall, and connects to the Dubai Tram. Most residents drive; Dubai Marina and Media City are about ten minutes away, Downtown around 25.</p>
<h2>Schools and family life</h2>
<p>There are nurseries on the island, and families usually choose schools in Al Sufouh, Emirates Hills and Umm Suqeim, such as Dubai College, Jumeirah College, Emirates International School – Meadows and Dubai British School Jumeirah Park, 10–20 minutes away. Beaches, beach clubs and the Palm West Beach promenade give children plenty to do.</p>
<h2>What homes cost</h2>
<ul>
<li>One-bedroom apartments on the trunk: AED 2.4–3.5 million; rents AED 170,000–240,000 a year.</li>
<li>Two- and three-bedroom apartments: AED 3.8–9 million; rents AED 240,000–450,000.</li>
<li>Garden Homes and Canal Cove villas: AED 14–25 million; rents AED 850,000–1.3 million.</li>
<li>Signature Villas: AED 25–60 million, with rebuilt and beachfront mansions well above that.</li>
<li>Penthouses and branded residences: AED 20–100 million and more.</li>
</ul>
<h2>Yields and running costs</h2>
<p>Gross yields are around <strong>4.5–5.5%</strong> for apartments and 3.5–4.5% for villas, but capital growth has been among the strongest in Dubai. Holiday homes perform exceptionally well all year. Service charges for apartments are typically <strong>AED 20–30 per sq ft</strong> a year; villa owners pay far less, at around AED 2–6 per sq ft, plus their own maintenance.</p>
<h2>Who the Palm suits</h2>
<p>Families and international buyers looking for a beach home in the city, investors focused on long-term value, and owners of holiday homes seeking the highest nightly rates. <a href="/property?location=Palm%20Jumeirah">See properties on Palm Jumeirah</a>.</p>`,
  },
  {
    slug: 'dubai-marina',
    kind: 'guide',
    title: 'Dubai Marina',
    community: 'Dubai Marina',
    excerpt:
      'Towers, yachts and the beach at JBR: a guide to living, renting and investing in Dubai Marina.',
    scene: 'marina',
    publishedDaysAgo: 118,
    html: `<h2>Waterfront city living</h2>
<p>Dubai Marina is one of the largest man-made marinas in the world: a three-kilometre canal lined with more than 200 towers, bordered by the beach at Jumeirah Beach Residence (JBR). Since its first towers were completed in 2003 it has become one of the city’s most popular places to live, thanks to the rare combination of a walkable waterfront, the beach and excellent transport.</p>
<h2>Lifestyle</h2>
<p>Marina Walk runs around the entire canal, lined with cafés and restaurants, and connects to The Walk at JBR and the beach. Dubai Marina Mall, Pier 7 and Bluewaters Island, with Ain Dubai, are all on foot. Yacht clubs, water sports, gyms and running routes make it an active neighbourhood, and it stays lively every day of the week.</p>
<h2>Getting around</h2>
<p>The Dubai Tram loops through the Marina and JBR and connects to the Red Line at the Sobha Realty and DMCC metro stations, and to the Palm Monorail. Sheikh Zayed Road runs along the Marina’s edge, with Media City, Internet City and Jebel Ali a short drive away. Water buses and water taxis cross the canal.</p>
<h2>Schools and family life</h2>
<p>The Marina is mainly an apartment community, but larger units are popular with families. Schools in Emirates Hills, Al Sufouh and the Springs — Dubai British School, Emirates International School, Regent International and others — are 10–20 minutes away.</p>
<h2>Buildings to know</h2>
<ul>
<li><strong>Marina Gate and Jumeirah Living Marina Gate</strong> — modern, high-spec towers with marina and sea views.</li>
<li><strong>Cayan Tower</strong> — the twisting landmark at the southern end.</li>
<li><strong>Emaar’s Marina Promenade and Park Island</strong> — well-managed towers in the most established part of the Marina.</li>
<li><strong>Princess Tower and Marina 101</strong> — among the tallest residential towers in the world.</li>
</ul>
<h2>What homes cost</h2>
<ul>
<li>Studios: AED 850,000–1.2 million; rents AED 75,000–95,000 a year.</li>
<li>One-bedroom apartments: AED 1.4–2.2 million; rents AED 110,000–150,000.</li>
<li>Two-bedroom apartments: AED 2.2–3.6 million; rents AED 160,000–230,000.</li>
<li>Three-bedroom apartments: AED 3.5–6.5 million.</li>
<li>Penthouses: AED 10–25 million.</li>
</ul>
<h2>Yields and running costs</h2>
<p>Gross yields average <strong>6–7%</strong>, and holiday homes earn strong returns from year-round tourism. Service charges typically range from <strong>AED 15–24 per sq ft</strong> a year; older buildings are cheaper to buy but check their sinking fund and maintenance history.</p>
<h2>Who the Marina suits</h2>
<p>Young professionals, couples and anyone who wants the beach and the city in one place, as well as investors seeking a liquid, high-demand rental market. <a href="/property?location=Dubai%20Marina">See properties in Dubai Marina</a>.</p>`,
  },
]
