import type { LegalDocument } from './types'

// Terms and conditions for /terms-and-conditions, written for a RERA-licensed brokerage whose
// website advertises listings but never itself forms a contract.

export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  effectiveDate: '01/04/2024',
  intro: [
    'These terms and conditions govern your use of the Crescent Key Real Estate website and the information it contains. By using the website you agree to them; if you do not agree, please do not use the website.',
  ],
  sections: [
    {
      number: 1,
      title: 'About us',
      paragraphs: [
        'This website is operated by Crescent Key Real Estate (“Crescent Key”, “we”, “us”), a real-estate brokerage licensed in the Emirate of Dubai and registered with the Real Estate Regulatory Agency (RERA) of the Dubai Land Department. Our brokerage activities are regulated by RERA, and our consultants hold broker registration cards issued by the Dubai Land Department.',
      ],
    },
    {
      number: 2,
      title: 'Use of the website',
      paragraphs: [
        'You may use this website for lawful, personal and business purposes connected with property in Dubai. You agree not to:',
      ],
      list: [
        'copy, scrape or republish listings, photographs or content in bulk or for commercial purposes;',
        'interfere with the security or operation of the website, or attempt to access systems or data you are not authorised to access;',
        'submit false, misleading or another person’s information through our forms;',
        'use the website to send spam or unlawful material.',
      ],
    },
    {
      number: 3,
      title: 'Property listings',
      paragraphs: [
        'Every listing we advertise carries a Trakheesi permit issued by the Dubai Land Department. Listings are based on information provided by owners, landlords and developers, and all properties are subject to availability: a property may be sold, let or withdrawn at any time without notice.',
        'Prices, sizes, service charges, payment plans, handover dates and other details are given in good faith but may change and should be verified before you rely on them. Photographs, computer-generated images and floor plans are for illustration and may not show the exact unit.',
      ],
    },
    {
      number: 4,
      title: 'No offer or contract',
      paragraphs: [
        'Nothing on this website constitutes an offer, a contract or a commitment to sell, buy or let any property. A transaction becomes binding only when the parties sign the relevant documents, such as the RERA agreements between broker and client, a Form F memorandum of understanding, a tenancy contract or, for off-plan property, the developer’s sales and purchase agreement.',
      ],
    },
    {
      number: 5,
      title: 'Fees and payments',
      paragraphs: [
        'Our fees are agreed in writing before we act for you, in the form of agreement required by RERA. Brokerage fees are subject to VAT at the applicable rate.',
        'We will never ask you to transfer a purchase price, rent or off-plan instalment to a personal account. Off-plan payments are made to the developer’s RERA-registered escrow account, and deposits we hold under a Form F are receipted and held in accordance with RERA rules. If you receive a payment request that seems unusual, call us on our published number before acting on it.',
      ],
    },
    {
      number: 6,
      title: 'Information, not advice',
      paragraphs: [
        'Market reports, guides, yield estimates, mortgage examples and other content on this website are general information. They are not legal, tax, financial or investment advice and do not take account of your circumstances. Past performance and projections do not guarantee future returns, and the rules on fees, visas and lending may change. Please take independent advice before making a decision.',
      ],
    },
    {
      number: 7,
      title: 'Intellectual property and third-party links',
      paragraphs: [
        'The content, design, logos and images on this website belong to Crescent Key or its licensors and may not be used without our written permission, except for viewing and sharing individual listings for personal use.',
        'The website may link to third-party websites, including government portals such as the Dubai Land Department. We are not responsible for their content, availability or privacy practices.',
      ],
    },
    {
      number: 8,
      title: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent permitted by UAE law, Crescent Key is not liable for any loss arising from your use of the website, from reliance on its content, or from the website being unavailable or containing errors. Nothing in these terms limits liability that cannot be limited by law, or our obligations under any written agreement with you.',
      ],
    },
    {
      number: 9,
      title: 'Governing law and changes',
      paragraphs: [
        'These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates as they apply in Dubai. The courts of Dubai have exclusive jurisdiction over any dispute arising from them or from your use of the website.',
        'We may change these terms at any time by publishing a new version on this page with a new effective date. Continued use of the website after a change means you accept the updated terms.',
      ],
    },
    {
      number: 10,
      title: 'Contact us',
      paragraphs: [
        'If you have any questions about these terms, contact us by e-mail at info@crescentkey.ae or by phone on +971 4 123 4567.',
      ],
    },
  ],
}
