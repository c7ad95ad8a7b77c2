import type { ComplaintStep } from './types'

// Copy for /complaint. The reference format matches what the complaints API returns
// ('CMP-' followed by six digits).

export const complaintIntro: { readonly title: string; readonly description: string } = {
  title: 'Our Complaint Procedure',
  description:
    'We want every client to be satisfied with our service. If something has gone wrong, please tell us: every complaint is recorded, investigated fairly and answered in writing.',
}

export const complaintSteps: ComplaintStep[] = [
  {
    step: 1,
    title: 'Submit your complaint',
    description:
      'Use the form below, e-mail us or call our office, and include the property reference if there is one. We acknowledge every complaint within 2 working days and give you a reference number in the format CMP-000123.',
  },
  {
    step: 2,
    title: 'Investigation',
    description:
      'A manager who was not involved in the matter reviews your complaint, the documents and the accounts of everyone involved, and may contact you for further details.',
  },
  {
    step: 3,
    title: 'Resolution',
    description:
      'We send you a written response with our findings and the action we will take within 15 working days of acknowledgement. If the case is complex, we will explain why and tell you when to expect our answer.',
  },
  {
    step: 4,
    title: 'Escalation',
    description:
      'If you are not satisfied with our response, you can escalate the matter to the Real Estate Regulatory Agency (RERA) at the Dubai Land Department, quoting your reference number. We will cooperate fully with any review.',
  },
]

export const complaintFormTitle: string = 'Leave A Complaint'

/** The rest of the page: its title and share description, banner and the form's aside. */
export const complaintPage = {
  title: 'Complaint Procedure',
  description:
    'How to make a complaint, how we investigate it and when you will hear from us: our four-step procedure, with escalation to RERA if you are not satisfied.',
  bannerTitle: 'Complaints',
  bannerDescription: 'If something has gone wrong, we want to know — and to put it right.',
  eyebrow: 'Fair, recorded, answered in writing',
  formIntro:
    'Tell us what happened and, if it concerns a listing, its property reference. You will receive a complaint reference straight away.',
  call: 'Prefer to call?',
  email: 'Or e-mail',
}
