import type { SeedArticle } from './types'

// Market news, part 4: Expo City and the holiday-home market.

export const newsPart4: SeedArticle[] = [
  {
    slug: 'expo-city-dubai-homes-2026',
    kind: 'news',
    title: 'Expo City Dubai: a new residential district takes shape',
    excerpt:
      'The former Expo 2020 site is becoming a neighbourhood of homes, offices and parks next to Dubai’s future main airport. Who is buying, and at what prices.',
    scene: 'suburban',
    publishedDaysAgo: 71,
    html: `<h2>From world fair to neighbourhood</h2>
<p>When Expo 2020 closed its gates in March 2022, around 80% of the buildings were designed to stay. Four years later, Expo City Dubai is turning into a fully fledged district: the Al Wasl dome, the Terra and Alif pavilions and the parks remain as public attractions, offices are filling with technology and logistics companies, and the first new residential neighbourhoods are rising on the remaining plots.</p>
<h2>Why buyers are paying attention</h2>
<ul>
<li><strong>The airport.</strong> Al Maktoum International Airport, a few minutes away, is being expanded in a project valued at AED 128 billion. Over the next decade it is set to take over from Dubai International as the city’s main airport, with capacity for up to 260 million passengers a year.</li>
<li><strong>The metro.</strong> Expo City is already on the Red Line through Route 2020, with a station at its heart.</li>
<li><strong>The master plan.</strong> The Dubai 2040 Urban Master Plan names the Expo area as one of the city’s five urban centres, for exhibitions, logistics and innovation.</li>
<li><strong>A walkable design.</strong> The district was planned around pedestrians, shade and public space, with a focus on sustainability that many newer communities lack.</li>
</ul>
<h2>What is on offer</h2>
<p>Residential projects at Expo City are mostly mid-rise apartment buildings and a small number of townhouses, set close to parks and the district’s shaded walkways. Launch prices have been well below the prime districts, with one-bedroom apartments typically between AED 1.3 and 1.7 million, and developers have offered payment plans with a significant share payable on handover. Neighbouring Dubai South offers lower entry prices still, with studios under AED 700,000.</p>
<h2>Who is buying</h2>
<p>Our own enquiries come from three groups: investors taking a long view on the airport, professionals working in logistics, aviation and the Jebel Ali free zone, and families who like the calm, green setting and do not need to commute to Downtown every day.</p>
<blockquote>“Expo City is a ten-year story. Buy it because the fundamentals are there — transport, jobs and good design — not because you expect a quick resale.” — Rami Haddad, Head of Off-Plan Sales</blockquote>
<h2>Points to consider</h2>
<ul>
<li>The airport expansion is phased; full relocation of flights is not expected before the early 2030s.</li>
<li>Rental demand is growing but is not yet as deep as in established areas, so allow for longer void periods at first.</li>
<li>Compare service charges between projects; district-wide sustainability features can add to running costs.</li>
<li>Check each project’s escrow registration and the developer’s delivery record, as with any off-plan purchase.</li>
</ul>
<p>Thinking about Dubai South or Expo City? Our off-plan team can compare the available projects with ready alternatives. <a href="/services/off-plan">Read about our off-plan advice</a> or <a href="/contact">ask for a comparison</a>.</p>`,
  },
  {
    slug: 'holiday-homes-det-permit-guide-2026',
    kind: 'news',
    title: 'Holiday homes in Dubai: permits, rules and returns in 2026',
    excerpt:
      'Short-term letting can earn more than a long lease, but only with a DET holiday home permit and the right management. The rules, the costs and the numbers.',
    scene: 'beachfront',
    publishedDaysAgo: 102,
    html: `<h2>A market that keeps growing</h2>
<p>Dubai welcomed a record number of international visitors in 2025 and is on course to beat it again in 2026. Many of them now stay in holiday homes rather than hotels, particularly families and groups who want space and a kitchen. For owners, that demand can translate into higher income than a traditional annual lease — provided the home is properly licensed and well run.</p>
<h2>The permit</h2>
<p>Every short-term rental in Dubai must be registered with the Department of Economy and Tourism (DET), the body that replaced the Department of Tourism and Commerce Marketing (DTCM). Owners can register their own property or appoint a licensed holiday home operator. The process, handled through the <a href="https://www.dubaidet.gov.ae/en/">DET</a> online system, requires:</p>
<ul>
<li>the title deed, or a lease that allows subletting if you are a tenant;</li>
<li>a DEWA account in the owner’s name;</li>
<li>a no-objection letter from the developer or owners’ association, where the building requires one;</li>
<li>furnishing and safety to DET standards, including smoke detectors, a fire extinguisher, a first-aid kit and emergency information for guests.</li>
</ul>
<p>Each unit receives a permit number that must appear in every advert, and guests must be registered in the system on arrival. Owners also collect the Tourism Dirham fee per occupied bedroom per night.</p>
<h2>Which homes work best</h2>
<p>Occupancy and nightly rates are strongest in Downtown Dubai, Dubai Marina, Palm Jumeirah, Emaar Beachfront and Business Bay. One- and two-bedroom apartments with a view and walking access to the beach, the Marina or The Dubai Mall perform best. Villas on the Palm and in family communities earn the highest absolute income but need more management.</p>
<h2>The numbers</h2>
<p>A well-run one-bedroom in Dubai Marina that would let for around AED 120,000 a year on an annual lease can earn AED 150,000–175,000 gross as a holiday home at 75–80% occupancy. From that, subtract:</p>
<ul>
<li>management fees, usually 15–25% of revenue;</li>
<li>cleaning, laundry and consumables;</li>
<li>DEWA, internet and streaming, which the owner pays;</li>
<li>platform commissions and the Tourism Dirham;</li>
<li>furnishing refreshes every three to four years.</li>
</ul>
<p>The net advantage over a long lease is typically 10–25%, with more variation month to month.</p>
<blockquote>“Short stays reward owners who treat the home like a small hotel: good photos, quick replies, spotless cleaning. If that sounds like too much, a managed service or a long lease is the better answer.” — Yasmin Farouk, Holiday Homes Manager</blockquote>
<h2>Before you switch</h2>
<p>Check your building’s rules, your mortgage terms and your insurance, and make sure any current tenancy has ended properly. Our holiday homes team handles permits, furnishing, pricing, guest vetting and housekeeping. <a href="/services/holiday-homes">See how our holiday homes service works</a>.</p>`,
  },
]
