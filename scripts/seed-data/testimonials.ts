import type { SeedTestimonial } from './types'

// Eight client stories, each tied to a concrete transaction type the firm handles.
export const testimonials: SeedTestimonial[] = [
  {
    key: 'hannah-whitfield',
    name: 'Hannah Whitfield',
    location: 'London, UK',
    gender: 'female',
    message:
      'We bought a two-bedroom in Marina Gate without being in Dubai for most of the process. Dmitri sent video viewings, recent DLD sales for the building and a clear list of costs, then handled the Form F, the NOC and the transfer with our power of attorney. Everything happened exactly when he said it would.',
  },
  {
    key: 'faisal-al-hashimi',
    name: 'Faisal Al Hashimi',
    location: 'Palm Jumeirah',
    gender: 'male',
    message:
      'Selling a frond villa is not like selling an apartment. Khalid’s team valued it against real transactions, not portal prices, screened every buyer before a viewing and kept the sale quiet until we had the right offer. We completed at the trustee office within five weeks of agreeing terms.',
  },
  {
    key: 'priya-menon',
    name: 'Priya Menon',
    location: 'Dubai Hills Estate',
    gender: 'female',
    message:
      'As first-time buyers we were nervous about the mortgage. Arjun compared offers from four banks, explained the 80% limit and every fee, and got our pre-approval in four days. Liam then found us a Maple townhouse facing the park before it reached the portals. We moved in before the school term started.',
  },
  {
    key: 'sergei-morozov',
    name: 'Sergei Morozov',
    location: 'Moscow, Russia',
    gender: 'male',
    message:
      'I wanted an off-plan apartment that would qualify for the Golden Visa. Rami showed me three projects and was honest that one developer had delayed its last two towers. I bought in Creek Harbour, received the Oqood certificate within a week and the visa followed without any surprises.',
  },
  {
    key: 'amelia-carter',
    name: 'Amelia Carter',
    location: 'Dubai Marina',
    gender: 'female',
    message:
      'Anjali found us a Marina apartment within a week of our arrival, negotiated four cheques instead of two and had the Ejari ready on the day we signed, so we could connect DEWA and apply for my husband’s visa straight away. A year later the renewal was just as smooth.',
  },
  {
    key: 'omar-khalil',
    name: 'Omar Khalil',
    location: 'Beirut, Lebanon',
    gender: 'male',
    message:
      'Crescent Key has managed my two apartments in Business Bay and JVC for three years. Maricel’s team finds good tenants, collects the cheques, deals with maintenance and sends a clear statement every month. I have not had a vacant month since they took over.',
  },
  {
    key: 'grace-tan',
    name: 'Grace Tan',
    location: 'Singapore',
    gender: 'female',
    message:
      'Yasmin converted our Downtown one-bedroom into a holiday home: DET permit, furnishing, photography and pricing, all in under a month. Occupancy has averaged 82% and the net income is clearly above what we earned on an annual lease.',
  },
  {
    key: 'daniel-okafor',
    name: 'Daniel Okafor',
    location: 'Business Bay',
    gender: 'male',
    message:
      'We needed a fitted office for twenty people with an Ejari in time to renew our trade licence. Omar shortlisted five options in Business Bay and JLT, negotiated a rent-free fit-out period and made sure the lease worked for our licence. We moved in three weeks after the first call.',
  },
]
