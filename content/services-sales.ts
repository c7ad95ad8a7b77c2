import type { ServiceContent } from './types'

// Sales-side services: buying, selling and off-plan investment.

export const buyPropertyContent: ServiceContent = {
  bannerTitle: 'Buy Property',
  frameData: {
    title: 'Buying in Dubai, with an adviser on your side',
    paragraphs: [
      'Whether you are buying your first apartment, a family villa or a portfolio of investment units, Crescent Key represents you from the first conversation to the day you collect the keys. We are a RERA-registered brokerage, so every consultant is licensed by the Dubai Land Department and every listing we show you carries a valid Trakheesi permit.',
      'We start with what matters to you — budget, community, schools, yield, Golden Visa eligibility — and then search both the open market and our off-market network. Every recommendation comes with recent DLD transactions for the building, so you always know what a fair price looks like.',
    ],
    image: '/images/buy-property.jpg',
  },
  boxData: {
    header: 'How buying works',
    description:
      'Five clear steps from the first consultation to handover, each one explained before it happens.',
    data: [
      {
        header: 'Consultation',
        description:
          'We agree your brief, budget and timeline, explain all purchase costs — the 4% DLD transfer fee, trustee and agency fees — and, if needed, arrange a mortgage pre-approval.',
      },
      {
        header: 'Search and viewings',
        description:
          'We shortlist properties with transaction data for each building and arrange viewings in person or by video call if you are abroad.',
      },
      {
        header: 'Offer and MOU',
        description:
          'We negotiate on your behalf and, once terms are agreed, prepare the Form F (MOU) with the seller, including the 10% security deposit and completion date.',
      },
      {
        header: 'NOC and finance',
        description:
          'We obtain the developer’s no-objection certificate confirming no outstanding service charges, and coordinate the bank valuation and final offer if you are using a mortgage.',
      },
      {
        header: 'Transfer and handover',
        description:
          'We book the transfer at a DLD trustee office, where the title deed is issued in your name the same day, then hand over keys, access cards and DEWA and Ejari details.',
      },
    ],
  },
  imagedData: {
    header: 'What we do for buyers',
    data: [
      {
        title: 'Property search',
        description:
          'A shortlist built around your brief, from ready homes to off-market opportunities.',
        list: [
          'Apartments, villas and townhouses',
          'Penthouses and branded residences',
          'Investment units with tenants in place',
        ],
      },
      {
        title: 'Pricing and negotiation',
        description:
          'Offers based on registered DLD transactions, not asking prices, and a consultant who negotiates for you.',
      },
      {
        title: 'Financing',
        description:
          'Our in-house mortgage advisor compares offers from UAE banks and explains the Central Bank’s limits, including 80% loan-to-value for expatriates buying a first home under AED 5 million.',
      },
      {
        title: 'Transaction management',
        description: 'We manage every document and appointment so nothing is missed.',
        list: [
          'Form F (MOU) and security deposit',
          'Developer NOC and service-charge clearance',
          'Trustee office booking and title deed',
        ],
      },
      {
        title: 'After you buy',
        description:
          'Golden Visa applications for purchases of AED 2 million or more, utility connections, interior design and, if you wish, leasing or full property management.',
      },
    ],
  },
  pointData: {
    header: 'Why buyers choose us',
    data: [
      'Licensed RERA brokers and a Trakheesi permit on every advert',
      'Transaction data for every building we recommend',
      'Mortgage and Golden Visa guidance under one roof',
      'Video viewings and remote purchases for overseas buyers',
      'No fee until a transaction completes',
    ],
  },
  fixedBgData: {
    title: 'Ready to find your home in Dubai?',
    description:
      'Tell us what you are looking for and a consultant will send a first shortlist within one working day.',
    buttonText: 'Contact Us Today',
  },
}

export const sellPropertyContent: ServiceContent = {
  bannerTitle: 'Sell Property',
  frameData: {
    title: 'Sell with confidence, at the right price',
    paragraphs: [
      'Selling a property in Dubai is about more than a listing on the portals. The right price, the right buyers and a well-managed transfer make the difference between a quick sale at full value and months on the market.',
      'Crescent Key values your home against recent DLD transactions, markets it to our database of qualified buyers and international partners, and manages every step to the trustee office. We sign a RERA Form A with you, so the terms of our mandate are clear from the start.',
    ],
    image: '/images/sell-property.jpg',
  },
  boxData: {
    header: 'How selling works',
    description:
      'Five steps from valuation to closure, with one consultant accountable throughout.',
    data: [
      {
        header: 'Valuation',
        description:
          'A written valuation based on registered sales in your building and community, with advice on pricing and presentation.',
      },
      {
        header: 'Listing agreement and permit',
        description:
          'We sign a RERA Form A with you and obtain a Trakheesi advertising permit from DLD before any advert is published.',
      },
      {
        header: 'Marketing and viewings',
        description:
          'Professional photography, floor plans and video; listings on the major portals; direct introductions to our buyer database; accompanied viewings.',
      },
      {
        header: 'Offer and MOU',
        description:
          'We qualify buyers, negotiate the best terms and sign the Form F (MOU), holding the buyer’s 10% security deposit until transfer.',
      },
      {
        header: 'Closure',
        description:
          'We obtain the developer NOC, settle any mortgage with your bank, book the trustee office appointment and complete the transfer and handover.',
      },
    ],
  },
  imagedData: {
    header: 'What we do for sellers',
    data: [
      {
        title: 'Evidence-based valuation',
        description:
          'Your asking price is built on DLD transaction records and current competing listings.',
      },
      {
        title: 'Marketing that reaches buyers',
        description:
          'A campaign designed for your property and the buyers most likely to pay for it.',
        list: [
          'Photography, video and floor plans',
          'Portal listings with a Trakheesi permit',
          'Our private database and international partners',
        ],
      },
      {
        title: 'Buyer qualification',
        description:
          'We check proof of funds or mortgage pre-approval before viewings, so your time is spent on serious buyers.',
      },
      {
        title: 'Mortgage settlement',
        description:
          'If your property is mortgaged, we coordinate the liability letter, settlement and release with your bank.',
      },
      {
        title: 'Tenanted sales',
        description:
          'We sell properties with tenants in place and explain the notice rules, including the 12-month notarised notice for vacant possession.',
      },
    ],
  },
  pointData: {
    header: 'Why sellers choose us',
    data: [
      'Valuations based on registered transactions',
      'A dedicated consultant from listing to transfer',
      'Discreet, off-market sales for prime homes',
      'Weekly updates on enquiries, viewings and feedback',
    ],
  },
  fixedBgData: {
    title: 'Thinking of selling?',
    description:
      'Book a free, no-obligation valuation and find out what your property could achieve today.',
    buttonText: 'Contact Us Today',
  },
}

export const offPlanContent: ServiceContent = {
  bannerTitle: 'Off-Plan Investments',
  frameData: {
    title: 'Off-plan, with the homework done for you',
    paragraphs: [
      'Off-plan property accounts for most sales in Dubai, and for good reason: lower entry prices, flexible payment plans and brand-new homes. But not every launch is a good investment. Our off-plan desk reviews every project before we present it to clients.',
      'We check the developer’s delivery record, the project’s RERA registration and escrow account, the payment plan and the resale conditions, and compare the launch price with ready homes nearby. You get an honest view, including when we think you should wait.',
    ],
    image: '/images/off-plan.jpg',
  },
  boxData: {
    header: 'How buying off-plan works',
    description: 'From choosing a project to receiving your keys.',
    data: [
      {
        header: 'Project selection',
        description:
          'We shortlist launches that fit your budget and goals, with a clear comparison of developers, locations and payment plans.',
      },
      {
        header: 'Reservation',
        description:
          'You reserve the unit with a booking deposit paid directly to the project’s escrow account.',
      },
      {
        header: 'SPA and Oqood',
        description:
          'You sign the sales and purchase agreement; the purchase is registered on the DLD Oqood system after payment of the 4% registration fee.',
      },
      {
        header: 'Construction updates',
        description:
          'We track construction milestones and remind you of each instalment before it falls due.',
      },
      {
        header: 'Handover',
        description:
          'We inspect the unit with you, compile the snagging list, and help you lease, manage or resell it.',
      },
    ],
  },
  imagedData: {
    header: 'Our off-plan services',
    data: [
      {
        title: 'Launch access',
        description: 'Priority allocation at launches by leading master and boutique developers.',
      },
      {
        title: 'Due diligence',
        description: 'A written review of each project before you commit.',
        list: [
          'RERA project registration and escrow account',
          'Developer track record and construction progress',
          'SPA clauses on delays, changes and penalties',
        ],
      },
      {
        title: 'Payment plans',
        description:
          'Plain-language comparisons of plans such as 60/40, 80/20 and post-handover, and what each costs you in cash over time.',
      },
      {
        title: 'Golden Visa',
        description:
          'Guidance on qualifying for the ten-year Golden Visa with off-plan property worth AED 2 million or more.',
      },
      {
        title: 'Resale and assignment',
        description:
          'Selling before handover, including the developer’s NOC conditions and minimum payment thresholds.',
      },
    ],
  },
  pointData: {
    header: 'Why investors choose our off-plan desk',
    data: [
      'Direct relationships with Dubai’s leading master and boutique developers',
      'Every project reviewed before we recommend it',
      'Payments only ever go into RERA escrow accounts',
      'Snagging and handover support included',
    ],
  },
  fixedBgData: {
    title: 'Looking at a new launch?',
    description: 'Send us the project name and we will give you our honest view within 24 hours.',
    buttonText: 'Contact Us Today',
  },
}
