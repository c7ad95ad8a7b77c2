import type { SeedArticle } from './types'

// Community guides shown on /communities, part 1. `community` matches SeedProperty.city so a
// guide can link to the listings in the same community.

export const communityGuidesPart1: SeedArticle[] = [
  {
    slug: 'downtown-dubai',
    kind: 'guide',
    title: 'Downtown Dubai',
    community: 'Downtown Dubai',
    excerpt:
      'Life at the foot of Burj Khalifa: the neighbourhoods of Downtown Dubai, what homes cost, how they let and who they suit.',
    scene: 'downtown',
    publishedDaysAgo: 160,
    html: `<h2>The centre of the city</h2>
<p>Downtown Dubai is the 500-acre district Emaar built around Burj Khalifa, The Dubai Mall and the Dubai Fountain. It is the address most visitors picture when they think of Dubai, and for residents it offers something rare in the city: a genuinely walkable neighbourhood, where cafés, supermarkets, the opera house and the metro are all within a few minutes on foot.</p>
<h2>Neighbourhoods within Downtown</h2>
<ul>
<li><strong>The Boulevard</strong> — the tree-lined loop road with 29 Boulevard, Boulevard Point and the Burj Views towers; lively, central and popular with tenants.</li>
<li><strong>The Opera District</strong> — Opera Grand, Act One | Act Two and the Address Residences around Dubai Opera; the most premium part of Downtown.</li>
<li><strong>Old Town</strong> — low-rise, Arabian-style buildings such as Yansoon, Zaafaran and Reehan, set around quiet courtyards and Souk Al Bahar.</li>
<li><strong>South Ridge and Burj Vista</strong> — family-sized apartments with direct views of Burj Khalifa and the fountain.</li>
</ul>
<h2>Getting around</h2>
<p>The Burj Khalifa/Dubai Mall metro station on the Red Line links Downtown with DIFC, the airport and Dubai Marina. Business Bay station serves the southern side. By car, Sheikh Zayed Road, Financial Centre Road and Al Khail Road put most of the city within 20–25 minutes, although traffic around The Dubai Mall is heavy at weekends.</p>
<h2>Schools and family life</h2>
<p>Downtown has nurseries but no large schools inside the district. Families usually choose British, American or IB schools in Al Safa, Al Quoz and Jumeirah, 10–15 minutes away. The Downtown lake, Burj Park and the Boulevard make it pleasant for young children; older children often prefer the space of the villa communities.</p>
<h2>What homes cost</h2>
<ul>
<li>Studios: AED 1.1–1.4 million; rents AED 85,000–100,000 a year.</li>
<li>One-bedroom apartments: AED 1.8–2.6 million; rents AED 120,000–160,000.</li>
<li>Two-bedroom apartments: AED 2.8–4.2 million; rents AED 190,000–260,000.</li>
<li>Three-bedroom apartments and duplexes: AED 5–10 million, with Opera District homes at the top of the range.</li>
<li>Penthouses: AED 15–40 million, with Burj Khalifa’s highest residences above that.</li>
</ul>
<h2>Rental yields and running costs</h2>
<p>Gross yields on long lets average around 5.5–6.5%, with studios and one-bedrooms at the higher end. Holiday-home returns are among the strongest in the city thanks to year-round tourist demand; a one-bedroom with a fountain view can earn 20–30% more than on an annual lease, before management costs. Service charges are higher than the city average, typically <strong>AED 18–30 per sq ft</strong> a year, and above that in Burj Khalifa.</p>
<h2>Who Downtown suits</h2>
<p>Professionals who want to walk to work and dinner, couples and second-home owners who want the best of Dubai on their doorstep, and investors looking for a liquid market with deep tenant demand. Families who need a garden will find more space for the money in Dubai Hills Estate or Arabian Ranches.</p>
<p><a href="/property?location=Downtown%20Dubai">See properties in Downtown Dubai</a></p>`,
  },
  {
    slug: 'business-bay',
    kind: 'guide',
    title: 'Business Bay',
    community: 'Business Bay',
    excerpt:
      'Canal-side towers next to Downtown: how Business Bay works for residents, investors and companies looking for freehold offices.',
    scene: 'business',
    publishedDaysAgo: 154,
    html: `<h2>Downtown’s working neighbour</h2>
<p>Business Bay stretches along both banks of the Dubai Water Canal, directly south and east of Downtown Dubai. Planned as the city’s central business district, it has grown into a mixed neighbourhood of offices, hotels and some 40,000 homes. The canal promenade, the Marasi Drive waterfront and a growing number of restaurants have given it a life of its own after office hours.</p>
<h2>Living in Business Bay</h2>
<p>Most homes are apartments in high-rise towers, ranging from functional investor buildings to branded residences by Dorchester, Paramount and Jumeirah. The best addresses face the canal or Burj Khalifa; the quieter streets on the Al Khail side offer lower prices. Bay Avenue and the Marasi promenade provide cafés, gyms and supermarkets, and The Dubai Mall is one metro stop or a short drive away.</p>
<h2>Getting around</h2>
<p>Business Bay metro station on the Red Line sits on Sheikh Zayed Road at the district’s western edge, and water taxis stop along the canal. Road access is excellent, with Al Khail Road, Sheikh Zayed Road and Al Asayel Street all on its borders, though some internal streets are congested at peak times.</p>
<h2>Schools and families</h2>
<p>Families with school-age children usually look to schools in Al Quoz, Al Safa and Jumeirah within 15 minutes. The district itself suits couples and professionals more than large families, although three-bedroom canal-front apartments are increasingly popular with parents of young children.</p>
<h2>What homes cost</h2>
<ul>
<li>Studios: AED 850,000–1.1 million; rents AED 70,000–85,000 a year.</li>
<li>One-bedroom apartments: AED 1.3–1.9 million; rents AED 95,000–130,000.</li>
<li>Two-bedroom apartments: AED 2.1–3.4 million; rents AED 150,000–210,000.</li>
<li>Branded and canal-front penthouses: AED 10 million and above.</li>
</ul>
<h2>Offices and retail</h2>
<p>Business Bay is one of the largest freehold office markets in Dubai, open to buyers of any nationality. Fitted offices in Grade A towers sell for roughly AED 1,700–2,600 per sq ft and let for AED 140–220 per sq ft a year. Companies on the mainland need an Ejari-registered lease to obtain or renew their trade licence, which makes well-located offices easy to let.</p>
<h2>Yields and running costs</h2>
<p>Gross residential yields average 6–7%, among the best for a central location. Service charges usually run at <strong>AED 15–22 per sq ft</strong> a year for residential buildings and slightly higher for Grade A offices. Holiday-home demand is strong thanks to proximity to Downtown.</p>
<h2>Who Business Bay suits</h2>
<p>Investors seeking yield close to the centre, professionals who work in Downtown or DIFC, and businesses that want to own their premises. <a href="/property?location=Business%20Bay">See properties in Business Bay</a>.</p>`,
  },
  {
    slug: 'jumeirah-village-circle',
    kind: 'guide',
    title: 'Jumeirah Village Circle',
    community: 'Jumeirah Village Circle',
    excerpt:
      'Dubai’s most-traded community: why JVC attracts investors and tenants, what to pay, and how to choose the right building.',
    scene: 'suburban',
    publishedDaysAgo: 148,
    html: `<h2>Dubai’s favourite mid-market community</h2>
<p>Jumeirah Village Circle, better known as JVC, has been the most transacted community in Dubai for several years running. Laid out by Nakheel as a circle of districts around parks, it combines low- and mid-rise apartment buildings with townhouses and villas on quieter inner streets. For tenants it offers space at a sensible rent; for investors, some of the highest yields in the city.</p>
<h2>Daily life</h2>
<p>Circle Mall is the community’s hub, with a large supermarket, cinema and family entertainment. Each district has its own park, and cafés, nurseries, clinics and gyms have opened at the base of many buildings. Dubai Marina, Dubai Hills Mall and Mall of the Emirates are each about 15 minutes away.</p>
<h2>Getting around</h2>
<p>JVC sits between Al Khail Road and Sheikh Mohammed Bin Zayed Road, with Hessa Street connecting it to Sheikh Zayed Road. There is no metro station inside the community, but feeder buses link it to the Red Line. Most residents drive; road upgrades have eased the busy junctions at peak times.</p>
<h2>Schools</h2>
<p>Sunmarke School and JSS International School are close by, Arcadia School is in neighbouring Jumeirah Village Triangle, and the schools of Al Barsha South and Dubai Hills are within 15 minutes.</p>
<h2>What homes cost</h2>
<ul>
<li>Studios: AED 600,000–750,000; rents AED 50,000–60,000 a year.</li>
<li>One-bedroom apartments: AED 850,000–1.1 million; rents AED 70,000–85,000.</li>
<li>Two-bedroom apartments: AED 1.3–1.8 million; rents AED 100,000–125,000.</li>
<li>Townhouses and villas: AED 2.6–4.5 million; rents AED 180,000–280,000.</li>
</ul>
<h2>Yields and running costs</h2>
<p>Gross yields of <strong>7–8%</strong> are typical for studios and one-bedrooms, which is why JVC dominates investor searches. Service charges are moderate at <strong>AED 12–16 per sq ft</strong> a year for apartments and around AED 4 per sq ft for townhouses.</p>
<h2>Choosing the right building</h2>
<p>Quality varies more in JVC than in master-developed communities. Before buying, we suggest you:</p>
<ul>
<li>compare the developer’s finish and maintenance record — Ellington, Sobha, Binghatti and Bloom buildings behave differently at resale;</li>
<li>check the RERA service-charge budget for the building, not just the headline rate;</li>
<li>look at the supply pipeline nearby, as new completions compete for tenants;</li>
<li>favour buildings near a park or Circle Mall, which let faster.</li>
</ul>
<h2>Who JVC suits</h2>
<p>First-time buyers, yield-focused investors and young families who want space at an accessible price. <a href="/property?location=Jumeirah%20Village%20Circle">See properties in Jumeirah Village Circle</a>.</p>`,
  },
]
