import type { SeedArticle } from './types'

// Market news, part 3: infrastructure and planning stories that move long-term values.

export const newsPart3: SeedArticle[] = [
  {
    slug: 'dubai-metro-blue-line-property-impact',
    kind: 'news',
    title: 'The Metro Blue Line: which communities stand to gain',
    excerpt:
      'Construction of the 30-kilometre Blue Line is well under way. We look at the route, the 2029 opening date and what new stations have meant for property values in the past.',
    scene: 'creek',
    publishedDaysAgo: 38,
    html: `<h2>The first new metro line in more than a decade</h2>
<p>The Dubai Metro Blue Line is the biggest addition to the city’s rail network since the Route 2020 extension to Expo City. Announced by the <a href="https://www.rta.ae/">Roads and Transport Authority</a> with a budget of AED 20.5 billion, the line will run for about 30 kilometres with 14 stations, roughly half underground and half elevated, and is scheduled to open in September 2029, twenty years after the first metro journey.</p>
<h2>The route</h2>
<p>The Blue Line links the existing Green Line at Creek station and the Red Line at Centrepoint, and serves districts that today rely almost entirely on cars:</p>
<ul>
<li><strong>Dubai Creek Harbour</strong>, with a signature station designed as a landmark and a bridge carrying the line across the creek;</li>
<li><strong>Ras Al Khor and International City</strong>, among the city’s most densely populated affordable areas;</li>
<li><strong>Dubai Silicon Oasis and Dubai Academic City</strong>, home to technology firms and university campuses;</li>
<li><strong>Mirdif and Al Warqa</strong>, established family neighbourhoods on the eastern side of the city.</li>
</ul>
<p>The RTA expects the line to serve around a million residents living near its stations, and to carry more than 200,000 passengers a day within a few years of opening.</p>
<h2>What stations have done to prices before</h2>
<p>Dubai has a useful precedent. In the years before Route 2020 opened, apartments within walking distance of the new stations in Discovery Gardens, Al Furjan and Jumeirah Golf Estates outperformed the wider market, and rents rose as tenants valued a car-free commute. The effect was strongest in the final two years before opening, when construction was visible and the opening date certain.</p>
<blockquote>“Transport is priced in gradually. Buyers who move early pay less but wait longer; buyers who wait pay a premium for certainty. Both can be right — it depends on your horizon.” — Rami Haddad, Head of Off-Plan Sales</blockquote>
<h2>Where we see the opportunity</h2>
<h3>Dubai Creek Harbour</h3>
<p>Already the best-known beneficiary. Prices per square foot remain well below Downtown for similar skyline views, and the station will put the district one stop from the Green Line and a short ride from the airport. New launches near the station carry a premium; resale units further away may offer better value.</p>
<h3>Dubai Silicon Oasis</h3>
<p>Yields here are among the highest in the city for ready apartments, and the line will connect the technology park to the rest of the network. Investors focused on income rather than capital growth should look closely.</p>
<h3>Mirdif</h3>
<p>Villas and townhouses close to the planned stations in Mirdif could see tenant demand widen to include professionals who work in Deira and Downtown.</p>
<h2>Risks to keep in mind</h2>
<ul>
<li>Large projects can slip. Base your numbers on today’s rents, not on the opening date.</li>
<li>Distance matters: the premium tends to fade beyond a ten-minute walk of a station.</li>
<li>Construction brings noise and diversions for several years before the benefits arrive.</li>
</ul>
<p>Interested in homes along the future line? <a href="/property?location=Dubai%20Creek%20Harbour">See our Dubai Creek Harbour listings</a> or <a href="/contact">ask our team for a shortlist</a>.</p>`,
  },
  {
    slug: 'dubai-2040-urban-master-plan-what-it-means',
    kind: 'news',
    title: 'Dubai 2040 Urban Master Plan: what it means for property owners',
    excerpt:
      'Five urban centres, twice the parkland and most homes near a mass-transit station. How the city’s long-term plan shapes where value is likely to grow.',
    scene: 'hills',
    publishedDaysAgo: 86,
    html: `<h2>A plan for a city of nearly six million</h2>
<p>The Dubai 2040 Urban Master Plan, launched in 2021, sets out how the emirate will grow over two decades as its population heads towards 5.8 million. With Dubai having passed four million residents in 2025, well ahead of earlier forecasts, the plan has become a practical guide for investors as well as planners. Its aim is a city where most daily needs are met within a short walk or ride, built around a handful of strong centres instead of endless sprawl.</p>
<h2>Five urban centres</h2>
<p>The plan concentrates growth in five centres, each with its own economic role:</p>
<ol>
<li><strong>Deira and Bur Dubai</strong> — the historic core, to be revitalised with heritage, culture and improved public space.</li>
<li><strong>Downtown and Business Bay</strong> — the international business and tourism centre.</li>
<li><strong>Dubai Marina and JBR</strong> — the leading tourism and leisure centre.</li>
<li><strong>Expo 2020 centre</strong> — the exhibition, logistics and innovation hub around Expo City and Al Maktoum International Airport.</li>
<li><strong>Dubai Silicon Oasis</strong> — the science, technology and knowledge centre.</li>
</ol>
<h2>Green space, beaches and the 20-minute city</h2>
<p>The plan doubles the area of green and recreational space, increases the length of public beaches by 400% and designates around 60% of the emirate as nature reserves and rural areas. It also sets a target for 55% of residents to live within 800 metres of a mass-transit station, which explains the pace of investment in the metro, trams and bus network, including the new Blue Line.</p>
<blockquote>“The master plan tells you where the city will invest for twenty years. When public money follows a plan that consistently, private values tend to follow it too.” — Isabel Ferreira, Head of Marketing</blockquote>
<h2>What it means for buyers</h2>
<ul>
<li><strong>Transit-oriented homes:</strong> apartments within walking distance of existing and planned stations should hold their appeal as the city grows denser.</li>
<li><strong>Waterfront and parks:</strong> new public beaches and green corridors improve the amenity value of communities close to them, from Jumeirah to the creek.</li>
<li><strong>Secondary centres:</strong> the Expo and Silicon Oasis centres are designed to become employment hubs, which supports rental demand in nearby communities such as Dubai South and Arjan.</li>
<li><strong>Regeneration areas:</strong> the older districts of Deira and Bur Dubai are expected to see redevelopment over time, a long-term play for patient investors.</li>
</ul>
<h2>What it means for owners</h2>
<p>Owners in established communities benefit from the plan’s emphasis on public realm and connectivity, but should also expect more density nearby. New towers, schools and transport links can improve value while changing views or traffic. Reading the local zoning and the developer’s master plan before buying a specific unit is more important than ever; Dubai Municipality publishes planning information for each area.</p>
<h2>Our view</h2>
<p>Master plans are not guarantees, and timelines move. But Dubai has a record of delivering the infrastructure it announces, from the metro to Expo. Buyers with a five- to ten-year horizon can use the 2040 plan as a map of where demand is likely to build. <a href="/contact">Talk to our research team</a> about communities that fit your plans.</p>`,
  },
]
