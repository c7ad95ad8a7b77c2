import type { Faq, FrameContent, TitledText } from './types'

// Copy for /careers. A frame button whose link is CAREER_MODAL_LINK opens the application
// modal instead of navigating (the "modal marker" of docs/requirements.md §2).
export const CAREER_MODAL_LINK = '#apply'

export const joinUs: FrameContent = {
  smallTitle: 'Careers',
  title: 'Build your real-estate career with Crescent Key',
  paragraphs: [
    'We are always looking for ambitious, principled people to join our team of more than 100 professionals: property consultants, leasing specialists, property managers, mortgage advisers, marketers and operations staff.',
    'If you want to work in one of the world’s most exciting property markets, with the training, tools and support to do it well, we would like to hear from you. Experience in Dubai real estate is welcome but not essential; attitude, integrity and a commitment to clients matter most.',
  ],
  highlight: 'Send us your CV and tell us which role interests you.',
  buttons: [{ text: 'Apply Now', link: CAREER_MODAL_LINK }],
  image: '/images/careers-join.jpg',
}

export const whyWorkWithUsTitle: string = 'Why work with us'

export const whyWorkWithUs: TitledText[] = [
  {
    title: 'Training from day one',
    description:
      'A structured induction, support through your DLD broker certification and ongoing training on the market, the law and the tools.',
  },
  {
    title: 'Quality leads and listings',
    description:
      'Marketing, data and developer relationships that put serious clients and exclusive listings in front of you.',
  },
  {
    title: 'A fair, transparent commission structure',
    description:
      'Clear splits, paid on time, with no hidden deductions — the same transparency we offer our clients.',
  },
  {
    title: 'An international team',
    description:
      'Colleagues from 23 nationalities who share knowledge, co-broke deals and celebrate each other’s results.',
  },
]

export const careerFaqs: Faq[] = [
  {
    question: 'What training will I receive when I join?',
    answer: [
      'Every new team member follows a structured four-week induction covering Dubai property law, the DLD and RERA procedures, Ejari, Trakheesi advertising permits, off-plan escrow rules and our own systems. Consultants who are new to Dubai are supported through the DLD broker training course and exam, and we cover the cost of registration.',
      'After induction, training continues every week: market updates from our research team, developer briefings on new launches, negotiation and presentation workshops, and one-to-one coaching with a senior consultant during your first six months.',
    ],
  },
  {
    question: 'What support network will I have?',
    answer: [
      'You will never work alone. Each consultant is part of a team led by an experienced head of department and is paired with a mentor from day one. Our mortgage advisor, conveyancing coordinators, marketing team and property managers support every transaction, so you can focus on clients.',
      'Back-office staff handle listings, permits and contracts, and our CRM, valuation tools and data dashboards are available from anywhere. Leaders keep an open door, and our regular team meetings are where deals are shared, questions answered and successes celebrated.',
    ],
  },
]

/** The rest of the page: banner, section headings, the team's fallback and how to apply. */
export const careersPage = {
  title: 'Careers',
  description:
    'Build your real-estate career in Dubai: training from day one, quality leads, fair commission and a 100-strong international team. Apply online in two minutes.',
  bannerDescription: 'Join one of Dubai’s fastest-growing brokerages.',
  lifeEyebrow: 'Life at the firm',
  teamEyebrow: 'Your future colleagues',
  teamTitle: 'Meet the team',
  teamDescription:
    'Consultants, specialists and managers from 23 nationalities — and a seat for you.',
  teamError: 'Team details not loaded. Something went wrong.',
  faqEyebrow: 'Questions',
  faqTitle: 'Frequently asked',
  applyTitle: 'How to apply',
  /** Before and after the firm's e-mail address. */
  applyBefore: 'Use the Apply Now form, or e-mail your CV to',
  applyAfter: 'with the role you are interested in.',
  /** The subject line the e-mail link fills in. */
  mailSubject: 'Job application',
}
