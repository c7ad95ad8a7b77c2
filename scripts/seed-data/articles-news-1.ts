import type { SeedArticle } from './types'

// Market news, part 1. Figures are the firm's own reading of Dubai Land Department data for
// the demo; the seed publishes them as ordinary news posts.

export const newsPart1: SeedArticle[] = [
  {
    slug: 'dubai-property-market-q3-2026-report',
    kind: 'news',
    title: 'Dubai property market report: Q3 2026',
    excerpt:
      'Transactions, prices and rents in the third quarter of 2026, and what they mean for buyers, sellers and landlords going into 2027.',
    scene: 'downtown',
    publishedDaysAgo: 24,
    html: `<h2>A record quarter, with a change of pace</h2>
<p>Dubai’s residential market closed the third quarter of 2026 with more than 52,000 sales transactions registered with the <a href="https://dubailand.gov.ae/en/">Dubai Land Department</a>, a new quarterly high and around 14% more than in the same period of 2025. Total sales value passed AED 155 billion. The headline numbers remain strong, but the detail shows a market that is maturing rather than accelerating: price growth slowed, the share of off-plan sales stabilised and buyers became noticeably more selective.</p>
<h2>Prices: growth continues, but more slowly</h2>
<p>Average residential prices rose by about 2.8% over the quarter and roughly 11% year on year, compared with annual growth above 18% at the peak of 2024. The spread between communities widened:</p>
<ul>
<li><strong>Prime waterfront</strong> — Palm Jumeirah, Emaar Beachfront and Jumeirah Bay — again led the market, with villa prices on the Palm up around 16% year on year.</li>
<li><strong>Established family communities</strong> such as Dubai Hills Estate and Arabian Ranches added 9–12%, held back mainly by limited stock rather than weak demand.</li>
<li><strong>Mid-market apartment hubs</strong> like Jumeirah Village Circle and Dubai Silicon Oasis were broadly flat in the quarter as new completions added choice for buyers and tenants.</li>
</ul>
<h2>Off-plan holds at just over 60% of sales</h2>
<p>Off-plan sales made up 61% of transactions by number, in line with the previous two quarters. Launch activity remained high, but absorption rates diverged sharply: projects from established developers with clear escrow progress reports sold out within days, while smaller launches in peripheral locations offered longer post-handover payment plans and cash-back incentives to keep sales moving.</p>
<p>For buyers this is a healthy shift. A plan with 50% or more payable after handover is attractive, but it should not be the only reason to buy. We continue to recommend checking the developer’s delivery record, the project’s RERA registration and escrow account, and the resale conditions before signing a reservation form.</p>
<h2>Rents: renewals steady, new leases softer in some areas</h2>
<p>Average rents rose about 1.5% in the quarter. Renewal rents, which are capped by the RERA rental index, continued to catch up with market levels, while new-lease rents for apartments in high-supply areas softened slightly. Villas and townhouses remain tight: in Dubai Hills Estate, Arabian Ranches and Mohammed Bin Rashid City, good family homes typically let within two weeks.</p>
<blockquote>“The market has moved from a sprint to a steady run. Buyers are still active, but they now compare, negotiate and ask better questions — which is exactly how a mature market should behave.” — Dmitri Volkov, Head of Secondary Sales</blockquote>
<h2>What we expect for Q4 2026 and 2027</h2>
<p>Around 38,000 homes are scheduled for completion in the final quarter, the largest quarterly handover volume since 2008. Not every unit will be delivered on time, but new supply will reach the mid-market first, giving tenants more choice and putting modest pressure on apartment rents in JVC, Dubai South and Arjan. Prime and family segments, where new supply is limited, should keep outperforming.</p>
<ul>
<li><strong>Buyers:</strong> negotiate on ready stock in high-supply areas, and compare resale prices with off-plan launches in the same community.</li>
<li><strong>Sellers:</strong> price against recent DLD transactions for your building rather than asking prices on portals.</li>
<li><strong>Landlords:</strong> check your rent against the rental index before renewal notices go out, 90 days before expiry.</li>
</ul>
<p>Our consultants can prepare a free valuation based on registered transactions for your building. <a href="/contact">Book a valuation</a> or <a href="/property">browse current listings</a>.</p>`,
  },
  {
    slug: 'dld-transactions-october-2026',
    kind: 'news',
    title: 'DLD records: October 2026 in numbers',
    excerpt:
      'October saw more than 18,000 property transactions registered with the Dubai Land Department. We look at where the money went and which deals stood out.',
    scene: 'business',
    publishedDaysAgo: 9,
    html: `<h2>Another month above AED 50 billion</h2>
<p>According to Dubai Land Department records, October 2026 closed with 18,420 real-estate transactions worth a combined AED 54.3 billion, including sales, mortgages and gifts. Sales accounted for 15,260 of those deals, up 9% on October 2025. It is the eighth month this year in which total transaction value has exceeded AED 50 billion.</p>
<h2>Where buyers bought</h2>
<p>By number of sales, the five most active areas were:</p>
<ol>
<li><strong>Jumeirah Village Circle</strong> — still the volume leader, driven by studios and one-bedrooms in new boutique buildings.</li>
<li><strong>Business Bay</strong> — a mix of off-plan canal-front towers and ready investor apartments.</li>
<li><strong>Dubai South</strong> — helped by continued interest in homes near Al Maktoum International Airport and Expo City.</li>
<li><strong>Dubai Creek Harbour</strong> — where the approaching Blue Line has kept demand strong for both ready and off-plan homes.</li>
<li><strong>Mohammed Bin Rashid City</strong> — particularly Sobha Hartland II and the District 11 villa launches.</li>
</ol>
<p>By value, Palm Jumeirah led again. The island recorded 31 villa sales above AED 20 million in the month, and the largest single residential deal was a beachfront mansion on Frond G that changed hands for AED 162 million.</p>
<h2>Ready versus off-plan</h2>
<p>Off-plan sales represented 59% of deals by number and 54% by value. The ready-home share ticked up for a third consecutive month, a sign that end users who want to move in now — and investors who want rental income immediately — are returning to the secondary market as newly completed buildings come onto it.</p>
<h2>Mortgages</h2>
<p>Mortgage registrations rose to 3,870, the highest monthly figure since early 2024. Lower interest rates have made financing more attractive, and more buyers are combining a mortgage with a Golden Visa application now that mortgaged property counts towards the AED 2 million threshold when the bank provides a no-objection letter.</p>
<blockquote>“The mortgage numbers are the real story of October. Cash buyers built this cycle; financed end users will sustain it.” — Arjun Nair, Mortgage Advisor</blockquote>
<h2>How to read transaction data yourself</h2>
<p>Every registered sale in Dubai is public. The Dubai REST app and the <a href="https://dubailand.gov.ae/en/open-data/real-estate-data/">DLD open data portal</a> show the date, area, size and price of each transaction, though not the unit number. Before you make an offer, compare:</p>
<ul>
<li>the last three to six sales in the same building, adjusted for floor and view;</li>
<li>the price per square foot rather than the total price;</li>
<li>whether comparable sales were off-plan or ready, as the two often trade at different levels.</li>
</ul>
<p>Our team includes these comparables in every valuation and offer recommendation. If you are thinking of selling, <a href="/contact">ask for a transaction-based valuation</a>; if you are buying, <a href="/property">see what is available now</a>.</p>`,
  },
  {
    slug: 'golden-visa-through-property-2026-rules',
    kind: 'news',
    title: 'Golden Visa through property: the 2026 rules explained',
    excerpt:
      'Who qualifies for the ten-year UAE Golden Visa through real estate, how the AED 2 million threshold is calculated and what documents you need.',
    scene: 'palm',
    publishedDaysAgo: 47,
    html: `<h2>The ten-year residence that comes with a home</h2>
<p>Since the UAE expanded its long-term residence programme, property investment has become one of the most popular routes to a Golden Visa. An investor who owns property in Dubai worth at least <strong>AED 2 million</strong> can apply for a renewable ten-year residence visa for themselves, their spouse and their children, with no requirement to stay in the country for a minimum period to keep it valid.</p>
<h2>How the AED 2 million is counted</h2>
<ul>
<li><strong>Purchase value, not market value.</strong> The threshold is based on the value on the title deed or Oqood registration, so the price you paid is what counts.</li>
<li><strong>More than one property.</strong> Several properties can be combined to reach the threshold, provided they are all in your name.</li>
<li><strong>Joint ownership.</strong> If you own a property with someone else, your share must be worth AED 2 million on its own; spouses are the usual exception and can often apply jointly.</li>
<li><strong>Mortgaged homes.</strong> A mortgaged property qualifies, but the bank must issue a letter confirming the amount you have paid, and that amount is what the authorities will look at.</li>
<li><strong>Off-plan homes.</strong> Off-plan property bought from an approved developer can qualify, provided the purchase is registered with DLD and the required payments have been made.</li>
</ul>
<h2>The application, step by step</h2>
<ol>
<li>Obtain your title deed, or the Oqood certificate for an off-plan purchase, from the <a href="https://dubailand.gov.ae/en/">Dubai Land Department</a>.</li>
<li>Request a property valuation or ownership certificate through DLD’s Golden Visa service; this confirms the value and that the property is in your name.</li>
<li>Submit the application to the General Directorate of Residency and Foreigners Affairs (GDRFA) or through the <a href="https://icp.gov.ae/en/">ICP</a> platform, with passport copies, photographs and health insurance.</li>
<li>Complete a medical fitness test and Emirates ID biometrics in the UAE.</li>
</ol>
<p>Processing usually takes two to four weeks once the file is complete. Government fees vary with the number of family members and the channel you use.</p>
<h2>What the visa does — and does not — give you</h2>
<p>The Golden Visa lets you live in the UAE, sponsor family members and domestic staff, and open bank accounts and register a business without a local sponsor. It does not give you the right to work for an employer without a work permit, and it ends if you sell the property and no longer meet the threshold, so plan sales and refinancing with this in mind.</p>
<blockquote>“Many clients buy for the lifestyle and discover the visa afterwards. We now plan it from the first viewing: the right price, the right ownership structure and the paperwork ready on the day of transfer.” — Mariam Al Falasi, Senior Property Consultant</blockquote>
<h2>Planning your purchase around the visa</h2>
<p>If residence is part of your plan, keep three points in mind. First, a home priced just under AED 2 million does not qualify, even if it is worth more today; negotiating the price down too far can cost you the visa. Second, keep the ownership structure simple — properties held through some companies need additional documents. Third, if you are using a mortgage, factor the bank’s letter into your timeline.</p>
<p>Our consultants work with the trustee offices every week and can plan the purchase and the visa application together. <a href="/property?minPrice=2000000">See homes from AED 2 million</a> or <a href="/contact">speak to an adviser</a>.</p>`,
  },
]
