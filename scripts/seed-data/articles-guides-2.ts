import type { SeedArticle } from './types'

// Community guides shown on /communities, part 2.

export const communityGuidesPart2: SeedArticle[] = [
  {
    slug: 'arabian-ranches',
    kind: 'guide',
    title: 'Arabian Ranches',
    community: 'Arabian Ranches',
    excerpt:
      'Golf, schools and mature gardens: a guide to the three phases of Arabian Ranches, what villas cost and why families stay for years.',
    scene: 'villa-community',
    publishedDaysAgo: 142,
    html: `<h2>Dubai’s classic family community</h2>
<p>Arabian Ranches opened in 2004 as Emaar’s first villa community and remains one of the most sought-after family addresses in Dubai. Set along Umm Suqeim Road (the D63), it is known for mature landscaping, quiet streets and a strong sense of community, with residents who often stay for a decade or more.</p>
<h2>Three phases, three characters</h2>
<h3>Arabian Ranches</h3>
<p>The original community of clusters such as Saheel, Alvorada, Savannah, Mirador, Palmera and Al Reem, built around the Arabian Ranches Golf Club. Plots are generous and many villas have been extended and upgraded. Prices range widely according to plot, position and condition.</p>
<h3>Arabian Ranches 2</h3>
<p>Completed from 2015 onwards, with clusters including Rasha, Samara, Lila, Palma, Yasmin and Azalea. Villas are more contemporary in layout, and the central Ranches 2 park and pool complex is a favourite with families.</p>
<h3>Arabian Ranches III</h3>
<p>The newest phase, with modern townhouses and villas in clusters such as Sun, Joy, Bliss, Spring and June, and some of the lowest entry prices in the Ranches name.</p>
<h2>Daily life and schools</h2>
<p>The Ranches Souk and the community centres provide supermarkets, cafés, clinics and nurseries. Jumeirah English Speaking School (JESS) Arabian Ranches and Ranches Primary School are inside the community, and several other British and IB schools are within 15 minutes. The golf club, equestrian facilities, cycle tracks and dozens of pools and parks keep children busy.</p>
<h2>Getting around</h2>
<p>There is no metro; residents drive. Umm Suqeim Road leads to Al Khail Road and Sheikh Mohammed Bin Zayed Road, and Dubai Marina, Al Barsha and Dubai Hills Estate are 15–20 minutes away. Downtown is around 25 minutes outside peak hours.</p>
<h2>What homes cost</h2>
<ul>
<li>Arabian Ranches III townhouses (3–4 bedrooms): AED 2.9–4 million; rents AED 180,000–230,000 a year.</li>
<li>Arabian Ranches 2 villas (3–5 bedrooms): AED 5–9 million; rents AED 280,000–450,000.</li>
<li>Original Ranches villas (2–6 bedrooms): AED 3.5–14 million, with golf-course villas in Saheel and Mirador at the top.</li>
</ul>
<h2>Yields and running costs</h2>
<p>Gross yields average around 4.5–5.5%, lower than apartments but with very low vacancy: good villas often let within days. Service charges are modest at roughly <strong>AED 3–4 per sq ft</strong> a year, one of the main attractions of villa ownership here. Budget separately for garden, pool and air-conditioning maintenance.</p>
<h2>Who the Ranches suits</h2>
<p>Families who want space, schools on the doorstep and a settled community, and long-term investors who value stable tenants over headline yield. <a href="/property?location=Arabian%20Ranches">See properties in Arabian Ranches</a>.</p>`,
  },
  {
    slug: 'dubai-creek-harbour',
    kind: 'guide',
    title: 'Dubai Creek Harbour',
    community: 'Dubai Creek Harbour',
    excerpt:
      'Skyline views, a marina and a future Blue Line station: a guide to living and investing in Dubai Creek Harbour.',
    scene: 'creek',
    publishedDaysAgo: 136,
    html: `<h2>A new waterfront on the creek</h2>
<p>Dubai Creek Harbour is a six-square-kilometre waterfront district developed by Emaar on the banks of Dubai Creek, beside the Ras Al Khor Wildlife Sanctuary. Its towers look across the water to the Downtown skyline, and residents share a marina, Creek Beach, a long promenade and a growing choice of restaurants. It is one of the few places in Dubai where you can see flamingos on your morning run.</p>
<h2>Lifestyle</h2>
<p>The district is built in clusters of towers around parks and the marina, with Creek Beach as its social centre. Supermarkets, cafés, clinics and nurseries have opened at the base of the completed buildings, and further retail and a large central park are planned as the community grows. Because it is still developing, some areas are quieter than established neighbourhoods, and construction nearby is part of life.</p>
<h2>Getting around</h2>
<p>Downtown Dubai and DIFC are about ten minutes by car, and Dubai International Airport is closer still. The biggest change will be the Dubai Metro Blue Line, due to open in 2029 with a signature station at Creek Harbour linking residents to the Green Line at Creek station. The Al Khail Road and Ras Al Khor Road junctions give quick access to the rest of the city.</p>
<h2>Schools</h2>
<p>Families currently use schools in Mirdif, Al Warqa, Nad Al Sheba and Mohammed Bin Rashid City, 15–20 minutes away. New schools are included in the district’s master plan.</p>
<h2>What homes cost</h2>
<ul>
<li>One-bedroom apartments: AED 1.5–2 million; rents AED 100,000–125,000 a year.</li>
<li>Two-bedroom apartments: AED 2.3–3.2 million; rents AED 140,000–175,000.</li>
<li>Three-bedroom apartments: AED 3.6–5.5 million, with off-plan launches near the future station at the upper end.</li>
<li>Penthouses and townhouses: AED 7 million and above.</li>
</ul>
<h2>Yields and running costs</h2>
<p>Gross yields are typically <strong>5.5–6.5%</strong>. Service charges average <strong>AED 15–19 per sq ft</strong> a year. Off-plan buyers should factor in that many launches carry 80/20 or 70/30 payment plans, with most of the price payable during construction.</p>
<h2>Who Creek Harbour suits</h2>
<p>Buyers who want skyline and water views at a lower price per square foot than Downtown, frequent flyers who value the short drive to the airport, and investors with a medium-term horizon who expect the Blue Line to widen the tenant base. <a href="/property?location=Dubai%20Creek%20Harbour">See properties in Dubai Creek Harbour</a>.</p>`,
  },
  {
    slug: 'emaar-beachfront',
    kind: 'guide',
    title: 'Emaar Beachfront',
    community: 'Emaar Beachfront',
    excerpt:
      'Private beach, Palm views and a short walk to Dubai Marina: what to know before buying or renting in Emaar Beachfront.',
    scene: 'beachfront',
    publishedDaysAgo: 130,
    html: `<h2>Beachfront living between the Marina and the Palm</h2>
<p>Emaar Beachfront is a private island community inside the Dubai Harbour district, connected to the mainland by a bridge from Sheikh Zayed Road. Its towers line a 1.5-kilometre private beach, with Palm Jumeirah on one side and Dubai Marina and the Bluewaters skyline on the other. Few new communities in Dubai offer this combination of sea access, views and central location.</p>
<h2>Lifestyle</h2>
<p>The beach is the centre of daily life: every tower has direct access, with lifeguards, sun loungers and shaded areas. Residents have pools and gyms in each building, a retail promenade with cafés and a supermarket, and Dubai Harbour’s marina, cruise terminal and events arena next door. Dubai Marina Mall, JBR and the Palm are all a few minutes away.</p>
<h2>The towers</h2>
<ul>
<li><strong>Beach Vista, Sunrise Bay and Marina Vista</strong> — the first completed towers, popular with tenants.</li>
<li><strong>Grand Bleu Tower</strong> — with interiors by Elie Saab and direct Palm views.</li>
<li><strong>Beachgate by Address and Address The Bay</strong> — serviced, hotel-branded residences.</li>
<li><strong>Palace Beach Residence, Seapoint and Bayview</strong> — the later phases, with larger layouts.</li>
</ul>
<h2>Getting around</h2>
<p>The nearest metro stations are Sobha Realty and Dubai Internet City on the Red Line, and the Dubai Tram stops in Al Sufouh and Dubai Marina. Most residents drive; Sheikh Zayed Road is right at the entrance.</p>
<h2>Schools</h2>
<p>Dubai College, Emirates International School – Meadows, Dubai British School Jumeirah Park and several international schools in Al Sufouh and Emirates Hills are within 10–20 minutes.</p>
<h2>What homes cost</h2>
<ul>
<li>One-bedroom apartments: AED 2.4–3 million; rents AED 160,000–190,000 a year.</li>
<li>Two-bedroom apartments: AED 3.8–5.8 million; rents AED 240,000–300,000.</li>
<li>Three-bedroom apartments: AED 6.5–9 million; rents AED 380,000–480,000.</li>
<li>Four-bedroom apartments and penthouses: AED 12 million and above.</li>
</ul>
<h2>Yields and running costs</h2>
<p>Long-let gross yields average <strong>5–6%</strong>, while well-managed holiday homes achieve some of the highest nightly rates in Dubai. Service charges run at <strong>AED 22–28 per sq ft</strong> a year, reflecting the beach operation and resort-style facilities.</p>
<h2>Who Emaar Beachfront suits</h2>
<p>End users who want a beach on their doorstep, second-home owners, and investors targeting short-stay income in a premium location. <a href="/property?location=Emaar%20Beachfront">See properties in Emaar Beachfront</a>.</p>`,
  },
]
