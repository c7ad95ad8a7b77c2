import type { ContactCardLabel } from './types'

// Section copy for /contact. The card values (numbers, e-mail, address) come from the site
// settings so they can change without a code edit; only the labels live here.

export const contactSection: { readonly title: string; readonly intro: string } = {
  title: 'Feel free to get in touch with us!',
  intro:
    'Whether you are buying, selling, renting or investing, our advisers are ready to help. Send us a message and we will reply within one working day, or reach us directly using the details below.',
}

export const contactCardLabels: ContactCardLabel[] = [
  { key: 'landline', label: 'Landline' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'E-mail' },
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'address', label: 'Office Address' },
]

/** The page around them: its title, share description and the line under the cards. */
export const contactPage = {
  title: 'Contact Us',
  description:
    'Call, e-mail or WhatsApp our Dubai office, or send us a message: our advisers reply within one working day.',
  detailsLabel: 'Contact details',
  /** Followed by the firm's RERA office registration number. */
  orn: 'RERA ORN',
}
