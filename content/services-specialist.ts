import type { ServiceContent } from './types'

// Specialist services. Per docs/requirements.md §2, commercial has no numbered box list and
// interiors has no points block; the optional fields are simply left out.

export const commercialContent: ServiceContent = {
  bannerTitle: 'Commercial Property',
  frameData: {
    title: 'Offices, retail and investment property',
    paragraphs: [
      'Crescent Key’s commercial team helps companies find the right premises and helps investors buy income-producing property. We cover fitted and shell-and-core offices, retail units, clinics and showrooms across Business Bay, DIFC, Jumeirah Lake Towers, Downtown Dubai and the main business districts.',
      'Commercial transactions bring their own rules: licensing jurisdictions, Ejari or free-zone lease registration, VAT on rent and sales, and fit-out approvals. We make sure the property works for your licence and your business plan before you sign.',
    ],
    image: '/images/commercial.jpg',
  },
  imagedData: {
    header: 'Our commercial services',
    data: [
      {
        title: 'Office leasing',
        description:
          'Shortlists matched to headcount, budget and licence type, with negotiation of rent-free fit-out periods.',
        list: [
          'Mainland offices with Ejari for Dubai Economy and Tourism licences',
          'DMCC and DIFC free-zone offices',
          'Serviced and flexible workspace',
        ],
      },
      {
        title: 'Retail and F&B units',
        description:
          'Ground-floor shops, restaurants and clinics with the frontage, footfall and permits your concept needs.',
      },
      {
        title: 'Commercial sales',
        description:
          'Freehold offices and retail units for owner-occupiers and investors, priced against registered transactions.',
      },
      {
        title: 'Investment advisory',
        description:
          'Tenanted offices and retail with analysis of lease terms, net yield after service charges and VAT treatment.',
      },
      {
        title: 'Landlord representation',
        description: 'Marketing, tenant screening and lease management for commercial owners.',
      },
    ],
  },
  pointData: {
    header: 'Why businesses choose us',
    data: [
      'Knowledge of mainland, DMCC and DIFC leasing rules',
      'Leases that support your trade licence and visa quota',
      'Net-yield analysis for every investment we present',
      'One adviser from search to handover',
    ],
  },
  fixedBgData: {
    title: 'Need space for your business?',
    description:
      'Tell us your headcount, budget and licence type, and we will send a shortlist within two working days.',
    buttonText: 'Contact Us Today',
  },
}

export const mortgageContent: ServiceContent = {
  bannerTitle: 'Mortgage Advisory',
  frameData: {
    title: 'The right mortgage, explained clearly',
    paragraphs: [
      'Our in-house mortgage advisor compares offers from UAE banks to find the rate, term and conditions that fit your plans — at no cost to you. We explain the rules in plain language, including the Central Bank’s loan-to-value limits: up to 80% for expatriates buying a first home under AED 5 million, 70% above that, and 50% for off-plan property.',
      'Because our advisor works alongside our sales team, your finance and your purchase move together: pre-approval before you make an offer, valuation as soon as the MOU is signed, and the final offer ready for the transfer date.',
    ],
    image: '/images/mortgage.jpg',
  },
  boxData: {
    header: 'How our mortgage service works',
    description: 'From first question to funds released at the trustee office.',
    data: [
      {
        header: 'Affordability review',
        description:
          'We calculate how much you can borrow within the 50% debt-burden limit and your total cash needs, including fees.',
      },
      {
        header: 'Pre-approval',
        description:
          'We compare offers and submit your application; pre-approval usually takes three to five working days.',
      },
      {
        header: 'Valuation',
        description:
          'Once you have agreed a property, the bank values it and confirms the loan amount.',
      },
      {
        header: 'Final offer',
        description:
          'We review the final offer with you, including early settlement fees and the rate after any fixed period.',
      },
      {
        header: 'Completion',
        description:
          'The bank issues its manager’s cheque at the trustee office and the mortgage is registered with DLD.',
      },
    ],
  },
  imagedData: {
    header: 'What we arrange',
    data: [
      {
        title: 'Home purchase mortgages',
        description: 'Fixed and EIBOR-linked variable rates for residents and non-residents.',
      },
      {
        title: 'Islamic finance',
        description: 'Sharia-compliant home finance structures such as Ijara and Murabaha.',
      },
      {
        title: 'Refinancing and buy-outs',
        description:
          'Moving your mortgage to a better rate, or releasing equity from a property you own.',
      },
      {
        title: 'Off-plan and handover finance',
        description:
          'Financing the handover payment on off-plan purchases, within the 50% loan-to-value limit.',
      },
      {
        title: 'Full cost planning',
        description: 'Everything you will pay, so there are no surprises.',
        list: [
          '4% DLD transfer fee and trustee fee',
          'Mortgage registration at 0.25% of the loan',
          'Bank valuation and arrangement fees',
          'Agency fee and VAT',
        ],
      },
    ],
  },
  pointData: {
    header: 'Why buyers use our mortgage advisor',
    data: [
      'Offers from multiple UAE banks compared side by side',
      'No fee charged to you for mortgage advice',
      'Finance timed to your purchase, not the other way round',
      'Clear advice on fixed versus variable rates',
    ],
  },
  fixedBgData: {
    title: 'Find out what you can borrow',
    description:
      'Share a few details and our mortgage advisor will send you a personalised affordability estimate.',
    buttonText: 'Contact Us Today',
  },
}

export const interiorsContent: ServiceContent = {
  bannerTitle: 'Interior Design',
  frameData: {
    title: 'Interiors that make a property feel like home — and let faster',
    paragraphs: [
      'Our interiors service works with owners, landlords and holiday-home investors to furnish and style properties for the way they will be used. A family home needs different choices from a rental unit or a holiday apartment, and we design for each.',
      'From a furniture package for a new one-bedroom to a full redesign of a villa, we handle design, procurement, building management approvals and installation, working with our partner studios and trusted contractors across Dubai.',
    ],
    image: '/images/interiors.jpg',
  },
  boxData: {
    header: 'How a project runs',
    description: 'A clear process, a fixed budget and a single point of contact.',
    data: [
      {
        header: 'Brief and budget',
        description:
          'We visit the property, agree the purpose, style and budget, and measure every room.',
      },
      {
        header: 'Design',
        description:
          'Mood boards, layouts and a fully costed furniture and finishes schedule for your approval.',
      },
      {
        header: 'Approvals',
        description:
          'Where works are needed, we obtain the developer or building management NOC before starting.',
      },
      {
        header: 'Procurement and works',
        description:
          'We order, track and coordinate every item and trade, with weekly progress updates.',
      },
      {
        header: 'Installation and styling',
        description:
          'Furniture installed, art hung and the home styled and photographed, ready to live in, let or list.',
      },
    ],
  },
  imagedData: {
    header: 'Our interior services',
    data: [
      {
        title: 'Furniture packages',
        description:
          'Ready-to-let packages for studios to four-bedroom homes, delivered and installed in as little as two weeks.',
      },
      {
        title: 'Holiday home fit-out',
        description:
          'Furnishing to DET holiday home standards, designed to photograph well and withstand frequent guests.',
      },
      {
        title: 'Full interior design',
        description:
          'Complete design for villas and apartments, including joinery, lighting and finishes.',
        list: [
          'Kitchens and bathrooms',
          'Bespoke joinery and wardrobes',
          'Lighting and smart-home systems',
        ],
      },
      {
        title: 'Renovation management',
        description:
          'Coordination of contractors, approvals and snagging for renovations of any size.',
      },
      {
        title: 'Staging for sale',
        description: 'Short-term styling that helps properties sell faster and at better prices.',
      },
    ],
  },
  fixedBgData: {
    title: 'Planning a new look?',
    description:
      'Tell us about your property and we will suggest a design approach and budget range.',
    buttonText: 'Contact Us Today',
  },
}
