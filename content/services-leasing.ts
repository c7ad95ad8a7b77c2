import type { ServiceContent } from './types'

// Leasing-side services. Per docs/requirements.md §2, the property management page reuses the rent
// content object, so this copy is written to serve both audiences: tenants and landlords.

export const rentPropertyContent: ServiceContent = {
  bannerTitle: 'Rental & Property Management',
  frameData: {
    title: 'Renting and letting, handled properly',
    paragraphs: [
      'For tenants, we find the right home quickly and make sure the paperwork protects you: a clear tenancy contract, Ejari registration on signing and a documented move-in inspection. For landlords, we find reliable tenants, set the rent in line with the RERA rental index and take the administration off your hands.',
      'Owners who live abroad or simply prefer not to deal with tenants can choose our full property management service: rent collection, maintenance, renewals and DEWA and service-charge follow-up, with a clear statement every month.',
    ],
    image: '/images/rent-property.jpg',
  },
  boxData: {
    header: 'How leasing works',
    description: 'The same clear process whether you are renting a home or letting one.',
    data: [
      {
        header: 'Brief and pricing',
        description:
          'Tenants tell us what they need; landlords receive a rent appraisal based on the RERA rental index and current lettings.',
      },
      {
        header: 'Search or marketing',
        description:
          'We shortlist homes for tenants, or market the property with a Trakheesi permit and professional photography for landlords.',
      },
      {
        header: 'Viewings and offer',
        description:
          'Accompanied viewings, then negotiation of rent, number of cheques and move-in date.',
      },
      {
        header: 'Contract and Ejari',
        description:
          'We prepare the tenancy contract, collect the security deposit and register the lease on Ejari so DEWA can be connected.',
      },
      {
        header: 'Move-in',
        description:
          'A photographed inspection report, keys and access cards, and a point of contact for the whole tenancy.',
      },
    ],
  },
  imagedData: {
    header: 'What we offer tenants and landlords',
    data: [
      {
        title: 'Home search for tenants',
        description:
          'Apartments, townhouses and villas across Dubai, shortlisted to your commute, schools and budget.',
      },
      {
        title: 'Tenant finding for landlords',
        description:
          'Marketing, viewings and tenant screening, including employment and identity checks.',
      },
      {
        title: 'Tenancy administration',
        description: 'Everything the law requires, done on time.',
        list: [
          'Tenancy contracts and addenda',
          'Ejari registration and renewal',
          '90-day renewal notices and rental-index checks',
        ],
      },
      {
        title: 'Full property management',
        description: 'A complete service for owners who want a hands-off investment.',
        list: [
          'Rent collection and cheque management',
          'Maintenance through vetted contractors',
          'Service-charge, DEWA and chiller follow-up',
          'Monthly owner statements',
        ],
      },
      {
        title: 'Move-out and deposits',
        description:
          'Check-out inspections against the move-in report and fair, documented settlement of security deposits.',
      },
    ],
  },
  pointData: {
    header: 'Why tenants and landlords choose us',
    data: [
      'Rents set against the RERA rental index',
      'Ejari registered on the day the contract is signed',
      'A single point of contact for the whole tenancy',
      'Managed owners receive a statement every month',
    ],
  },
  fixedBgData: {
    title: 'Renting or letting in Dubai?',
    description:
      'Tell us about the home you need or the property you own, and our leasing team will be in touch today.',
    buttonText: 'Contact Us Today',
  },
}

export const holidayHomeContent: ServiceContent = {
  bannerTitle: 'Holiday Homes',
  frameData: {
    title: 'Earn more from your home with short stays',
    paragraphs: [
      'Dubai welcomes millions of visitors every year, and more of them choose a holiday home over a hotel. A well-located, well-run apartment or villa can earn more as a holiday home than on an annual lease.',
      'Our holiday homes team handles everything: the Department of Economy and Tourism (DET) holiday home permit, furnishing to DET standards, listing and pricing, guest vetting, check-in, cleaning and maintenance. You receive a monthly statement and can block dates for your own stays whenever you wish.',
    ],
    image: '/images/holiday-homes.jpg',
  },
  boxData: {
    header: 'How it works',
    description: 'From first assessment to your first guest, usually within four weeks.',
    data: [
      {
        header: 'Income assessment',
        description:
          'We estimate occupancy, nightly rates and net income, and compare them honestly with an annual lease.',
      },
      {
        header: 'Permit and compliance',
        description:
          'We register the property with DET, obtain any building NOC required and make sure it meets safety standards.',
      },
      {
        header: 'Furnishing and photography',
        description:
          'Our interiors team furnishes or refreshes the home, then we photograph it professionally.',
      },
      {
        header: 'Listing and pricing',
        description:
          'We list the home on the leading booking platforms and adjust prices daily to demand, events and seasons.',
      },
      {
        header: 'Guests and care',
        description:
          'Guest vetting and registration, check-in, hotel-standard cleaning and linen, and maintenance between stays.',
      },
    ],
  },
  imagedData: {
    header: 'Our holiday home services',
    data: [
      {
        title: 'DET permits',
        description:
          'Registration and renewal of your holiday home permit, with the permit number on every advert.',
      },
      {
        title: 'Revenue management',
        description:
          'Dynamic pricing based on demand, competitor rates and Dubai’s events calendar.',
      },
      {
        title: 'Guest experience',
        description: 'Round-the-clock guest support and consistent five-star presentation.',
        list: [
          'Identity checks and DET guest registration',
          'Self check-in or personal welcome',
          'Professional cleaning and hotel linen',
        ],
      },
      {
        title: 'Maintenance and inspections',
        description:
          'Regular inspections and fast repairs, so the home stays in condition for guests and for you.',
      },
      {
        title: 'Owner reporting',
        description:
          'Monthly statements covering revenue, occupancy, costs and Tourism Dirham collected.',
      },
    ],
  },
  pointData: {
    header: 'Why owners choose us',
    data: [
      'Licensed holiday home operator in Dubai',
      'Transparent fees and monthly statements',
      'Furnishing, permits and management from one team',
      'Flexible owner stays with no penalty',
    ],
  },
  fixedBgData: {
    title: 'How much could your home earn?',
    description:
      'Send us the address and we will prepare a free income estimate for short stays and a long lease side by side.',
    buttonText: 'Contact Us Today',
  },
}
