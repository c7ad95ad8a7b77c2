import { DEFAULT_MARKET_SETTINGS } from '@/lib/buyer-tools/market-settings'
import type { SeedArticle } from './types'

// Market news, part 2: launches, financing and the rental market.

// The mortgage article quotes the lending rules the calculator applies: the very figures the seed
// writes into site settings, so the article and /mortgage-calculator never disagree.
const { ltv, maxAgeExpat, maxAgeNational, maxTermYears } = DEFAULT_MARKET_SETTINGS.mortgage
const { dldTransferPercent, mortgageRegistrationPercent, agencyFeePercent } = DEFAULT_MARKET_SETTINGS.fees
const threshold = DEFAULT_MARKET_SETTINGS.mortgage.ltvPriceThreshold / 1_000_000

export const newsPart2: SeedArticle[] = [
  {
    slug: 'off-plan-launches-to-watch-q4-2026',
    kind: 'news',
    title: 'Off-plan launches to watch this winter',
    excerpt:
      'The most interesting off-plan releases of late 2026, from Creek Harbour to the Palm — and the checks every buyer should make before paying a booking deposit.',
    scene: 'creek',
    publishedDaysAgo: 15,
    html: `<h2>A busy season for launches</h2>
<p>The last quarter of the year is traditionally Dubai’s busiest season for new launches, and 2026 is no exception. Developers have lined up releases across every price point, from studios in Dubai South to full-floor residences on Palm Jumeirah. We have reviewed the launches our clients ask about most often; the following stand out for location, payment terms or delivery record.</p>
<h2>Our shortlist</h2>
<h3>Creek Crescent Residences, Dubai Creek Harbour</h3>
<p>A 52-storey tower a short walk from the planned Blue Line station, with one- to four-bedroom homes and an 80/20 payment plan. Creek Harbour’s fundamentals — skyline views, the marina and an improving transport link — make it one of the more convincing mid-to-upper market launches this season. Handover is scheduled for Q4 2028.</p>
<h3>Azure Coast Palm Residences, Palm Jumeirah</h3>
<p>A boutique building of 48 residences on the western crescent, with full-floor penthouses and private rooftop pools. The 40/60 plan is unusual for this segment and will appeal to buyers who prefer to pay the larger share once the building is complete.</p>
<h3>Rimal Circle Residences, Jumeirah Village Circle</h3>
<p>A 22-storey tower facing a district park, aimed squarely at investors, with a 30/70 post-handover plan spread over three years after completion. Entry prices start below AED 800,000 for studios.</p>
<h3>Hillside Park Residences, Dubai Hills Estate</h3>
<p>Two mid-rise buildings on the edge of Dubai Hills Park with a 70/30 plan. Park-facing units in Dubai Hills have historically resold well, and this is one of the few remaining launches within walking distance of the mall.</p>
<h2>Five checks before you pay a deposit</h2>
<ol>
<li><strong>RERA registration and escrow.</strong> Every off-plan project must be registered with RERA and have an escrow account under Law No. 8 of 2007. Your payments should go into that account, never to a personal or unrelated company account.</li>
<li><strong>Developer track record.</strong> Look at completed projects, how late they were, and how close the finished product was to the brochure.</li>
<li><strong>The sales and purchase agreement.</strong> Read the clauses on delays, changes to the plan, late-payment penalties and the developer’s right to cancel.</li>
<li><strong>Resale conditions.</strong> Many developers only allow resale, and issue the required NOC, once you have paid 30–40% of the price.</li>
<li><strong>Oqood registration.</strong> After you pay the 4% DLD registration fee, the purchase is registered on the Oqood system. Ask for the certificate; it is your evidence of ownership until the title deed is issued.</li>
</ol>
<blockquote>“A launch-day discount is worth less than a developer who delivers on time. We would rather a client waits for the right project than rushes into the wrong one.” — Rami Haddad, Head of Off-Plan Sales</blockquote>
<h2>Payment plans in plain numbers</h2>
<p>On a AED 2 million apartment with a 60/40 plan, a typical schedule is a 10% booking deposit, 4% DLD registration fee, instalments of 5–10% tied to construction milestones up to 60%, then 40% on handover. With a post-handover plan, part of that final payment is spread over two to five years after you receive the keys, often while the home is already earning rent.</p>
<p>Our off-plan desk can compare launches side by side and explain each developer’s terms. <a href="/services/off-plan">Read about our off-plan service</a> or <a href="/contact">book a consultation</a>.</p>`,
  },
  {
    slug: 'uae-mortgage-rates-november-2026',
    kind: 'news',
    title: 'Mortgage rates ease as EIBOR falls',
    excerpt:
      'UAE lenders have cut fixed and variable mortgage rates for the third time this year. What it means for buyers, and how the Central Bank’s loan-to-value rules still apply.',
    scene: 'business',
    publishedDaysAgo: 4,
    html: `<h2>Cheaper borrowing, same rules</h2>
<p>Following the latest cut in US interest rates, which the UAE Central Bank mirrors because the dirham is pegged to the dollar, the three-month Emirates Interbank Offered Rate (EIBOR) has fallen to its lowest level since 2022. UAE banks have responded quickly: the best fixed-rate offers for salaried residents now start at around 3.5% for three years, and variable rates linked to EIBOR begin at roughly 1% above the benchmark.</p>
<h2>What the cuts mean in dirhams</h2>
<p>On a AED 2.4 million loan over 25 years, a drop of half a percentage point lowers the monthly repayment by roughly AED 650. Over a three-year fixed period that is more than AED 23,000 — enough to cover a good part of the transaction costs on a mid-market purchase.</p>
<h2>The limits have not changed</h2>
<p>Lower rates do not change how much a bank is allowed to lend. The <a href="https://www.centralbank.ae/en/">Central Bank of the UAE</a> caps loan-to-value ratios as follows:</p>
<ul>
<li><strong>Expatriates, first home up to AED ${threshold} million:</strong> up to ${ltv.expatFirstUpToThreshold}% of the value, so at least ${100 - ltv.expatFirstUpToThreshold}% deposit.</li>
<li><strong>Expatriates, first home above AED ${threshold} million:</strong> up to ${ltv.expatFirstAboveThreshold}%.</li>
<li><strong>UAE nationals, first home up to AED ${threshold} million:</strong> up to ${ltv.nationalFirstUpToThreshold}%; above AED ${threshold} million, ${ltv.nationalFirstAboveThreshold}%.</li>
<li><strong>Second and subsequent homes:</strong> up to ${ltv.expatSecond}% for expatriates and ${ltv.nationalSecond}% for UAE nationals.</li>
<li><strong>Off-plan property:</strong> up to ${ltv.offPlan}% of the value.</li>
</ul>
<p>Total monthly debt repayments, including car loans and credit cards, may not exceed 50% of income, and the maximum loan term is ${maxTermYears} years. Banks also require the loan to end before the borrower turns ${maxAgeExpat} for expatriates, or ${maxAgeNational} for UAE nationals.</p>
<h2>Budget for the costs as well as the deposit</h2>
<p>Most buyers focus on the ${100 - ltv.expatFirstUpToThreshold}% deposit and forget the rest. On top of it, expect:</p>
<ul>
<li>the ${dldTransferPercent}% DLD transfer fee and the trustee office fee;</li>
<li>mortgage registration at ${mortgageRegistrationPercent}% of the loan amount plus an administrative fee;</li>
<li>a bank valuation fee and an arrangement fee, often up to 1% of the loan;</li>
<li>on a resale, the ${agencyFeePercent}% agency fee plus VAT (an off-plan home bought from the developer carries none).</li>
</ul>
<p>As a rule of thumb, a buyer with a mortgage needs around 27% of the purchase price in cash.</p>
<blockquote>“Fix or float is the question everyone asks. If the repayment would strain your budget should rates rise again, fix. If you expect to sell or refinance within three years, look carefully at early settlement fees before you choose.” — Arjun Nair, Mortgage Advisor</blockquote>
<h2>Get pre-approved before you make an offer</h2>
<p>A pre-approval letter shows a seller you can complete and tells you exactly what you can spend. It usually takes three to five working days with salary certificates, bank statements and your Emirates ID. Our mortgage advisor compares offers across UAE lenders free of charge. <a href="/services/mortgage">Find out how our mortgage service works</a>.</p>`,
  },
  {
    slug: 'rera-rental-index-ejari-changes-2026',
    kind: 'news',
    title: 'Rental index and Ejari: what changed for tenants and landlords',
    excerpt:
      'The smart rental index now rates buildings individually, and Ejari registration has moved almost entirely online. A practical guide to renewals in 2026.',
    scene: 'marina',
    publishedDaysAgo: 63,
    html: `<h2>A more precise index</h2>
<p>The RERA rental index, published by the <a href="https://dubailand.gov.ae/en/">Dubai Land Department</a>, sets the reference rent for every type of home in every area and determines how much a landlord may raise the rent at renewal. Since the launch of the smart rental index, buildings are classified individually according to their quality, location and services, so two towers on the same street can now have different reference rents. For tenants and landlords alike, this makes the calculator more accurate and disputes less frequent.</p>
<h2>How much can the rent go up?</h2>
<p>Under Decree No. 43 of 2013, the permitted increase at renewal depends on how far the current rent sits below the index average for comparable homes:</p>
<ul>
<li>up to 10% below the average: no increase;</li>
<li>11–20% below: up to 5%;</li>
<li>21–30% below: up to 10%;</li>
<li>31–40% below: up to 15%;</li>
<li>more than 40% below: up to 20%.</li>
</ul>
<p>The landlord must give written notice of any change to the rent or terms at least <strong>90 days</strong> before the contract expires. Without that notice, the tenancy renews on the same terms.</p>
<h2>Ejari: registration in minutes</h2>
<p>Every residential and commercial lease in Dubai must be registered on Ejari. Registration is now completed online through the Dubai REST app or DLD’s website in most cases, using the tenant’s Emirates ID, the title deed and the signed contract. The Ejari certificate is needed to connect DEWA, sponsor family visas and renew trade licences, so do not leave it until the last minute.</p>
<h2>Evictions and notice periods</h2>
<p>A landlord who wants the property back at the end of a lease — to sell it, move in or rebuild — must give the tenant 12 months’ notice sent through a notary public or by registered mail. Eviction for non-payment or breach follows a different, shorter procedure through the Rental Disputes Centre. Tenants should keep copies of every notice, cheque and receipt.</p>
<blockquote>“Most renewal disputes we see come from missed notices, not from the amount. Put the 90-day date in your calendar the day you sign.” — Anjali Mehta, Head of Leasing</blockquote>
<h2>Advice for tenants</h2>
<ul>
<li>Check the index calculator before you agree to any increase.</li>
<li>Ask for the condition report at move-in and keep photos; it protects your deposit.</li>
<li>Budget for DEWA, the 5% housing fee charged through the DEWA bill, chiller fees where they apply, and the agency fee when you move.</li>
</ul>
<h2>Advice for landlords</h2>
<ul>
<li>Review your rent against the index six months before expiry, so notices go out in time.</li>
<li>Keep the Ejari, title deed and service-charge status up to date; tenants increasingly ask.</li>
<li>Consider a fully managed service if you live abroad; missed deadlines cost more than management fees.</li>
</ul>
<p>Our leasing team handles more than 700 tenancies a year. <a href="/services/rent-property">Read about our leasing service</a> or <a href="/property?status=rent">browse homes for rent</a>.</p>`,
  },
]
