import type { LegalDocument } from './types'

// Privacy policy for /privacy-policy. Written for the UAE Personal Data Protection Law
// (Federal Decree-Law No. 45 of 2021) and the record-keeping duties of a RERA-licensed broker.

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '01/04/2024',
  intro: [
    'This privacy policy explains how Crescent Key Real Estate (“Crescent Key”, “we”, “us”) collects, uses, shares and protects personal data when you visit our website, send us an enquiry, apply for a job or use our brokerage services.',
    'We may update this policy from time to time. The effective date above shows when it last changed, and significant changes will be highlighted on this page.',
  ],
  sections: [
    {
      number: 1,
      title: 'Who we are',
      paragraphs: [
        'Crescent Key is a real-estate brokerage registered with the Real Estate Regulatory Agency (RERA) of the Dubai Land Department and licensed in the Emirate of Dubai. We are the controller of the personal data described in this policy.',
        'We process personal data in accordance with the UAE Personal Data Protection Law, Federal Decree-Law No. 45 of 2021 (the “PDPL”), its implementing regulations and the other laws that apply to real-estate brokers in Dubai, including anti-money-laundering legislation.',
      ],
    },
    {
      number: 2,
      title: 'The information we collect',
      paragraphs: ['Depending on how you interact with us, we may collect:'],
      list: [
        'Contact details such as your name, e-mail address, telephone and WhatsApp number.',
        'Enquiry details, including the properties, budgets, communities and timelines you tell us about.',
        'Property details if you ask us to sell, let or manage a property, such as the title deed, Ejari and service-charge status.',
        'Identity and transaction documents, such as passport, Emirates ID, visa and proof of funds, where the law requires us to verify them before a transaction.',
        'Applications for employment, including your CV, the role you apply for and any information you choose to include.',
        'Technical data such as IP address, browser type, device information and pages visited, collected through cookies and similar technologies.',
        'Records of our communications with you, including e-mails, messages and notes of calls.',
      ],
    },
    {
      number: 3,
      title: 'How and why we use your information',
      paragraphs: [
        'We use personal data only for specific, legitimate purposes and on a lawful basis under the PDPL:',
      ],
      list: [
        'To answer your enquiries and provide the brokerage, leasing, management, mortgage and related services you request (performance of a contract or steps before entering one).',
        'To meet our legal obligations, including customer due diligence under the UAE anti-money-laundering laws and record-keeping required by the Dubai Land Department and RERA.',
        'To send you market updates, new listings and invitations, only where you have consented, and with an option to unsubscribe in every message.',
        'To assess job applications and communicate with candidates.',
        'To operate, secure and improve our website and services, including analysing how the website is used where you have accepted analytics cookies.',
      ],
    },
    {
      number: 4,
      title: 'Consent and how enquiries are handled',
      paragraphs: [
        'When you submit a form on our website, you consent to us contacting you about your enquiry by telephone, e-mail or WhatsApp. Your enquiry is assigned to a licensed consultant and recorded in our client management system.',
        'We share your details with a developer, landlord, seller or other third party connected to a property only when you have asked us to progress an enquiry with them or have otherwise agreed. We never sell personal data or pass your details to other brokers or marketing lists.',
        'You may withdraw your consent at any time by contacting us. Withdrawal does not affect processing that took place before it, or processing we must carry out to comply with the law.',
      ],
    },
    {
      number: 5,
      title: 'Sharing your information',
      paragraphs: ['We share personal data only where necessary, and only with:'],
      list: [
        'Developers, landlords, sellers, buyers and their appointed brokers, with your consent, to progress a transaction.',
        'Banks and mortgage providers, where you ask us to arrange or introduce finance.',
        'Government authorities, including the Dubai Land Department, RERA, Ejari and the immigration authorities, where a transaction or the law requires it.',
        'Service providers who host our website, systems and communications, under contracts that require them to protect your data and use it only on our instructions.',
        'Professional advisers, auditors and law-enforcement or regulatory bodies, where we are legally obliged to do so.',
      ],
    },
    {
      number: 6,
      title: 'Cookies',
      paragraphs: [
        'Our website uses strictly necessary cookies to function securely, for example to remember your preferences and protect forms against abuse. These do not require consent.',
        'With your consent, we also use analytics cookies to understand how visitors use the website so that we can improve it. We do not use advertising cookies that track you across other websites. You can withdraw consent or delete cookies at any time through your browser settings; the website will continue to work without analytics cookies.',
      ],
    },
    {
      number: 7,
      title: 'How long we keep your information',
      paragraphs: ['We keep personal data only for as long as we need it for the purposes above:'],
      list: [
        'Enquiries that do not lead to a transaction: up to 24 months from our last contact with you.',
        'Transaction records and identity documents: at least 5 years after the transaction or the end of our business relationship, as required by anti-money-laundering law.',
        'Job applications and CVs: 12 months from the application, after which they are deleted unless you ask us to keep them for future roles.',
        'Complaints and related correspondence: 3 years from resolution.',
        'Analytics data: no longer than 14 months.',
      ],
    },
    {
      number: 8,
      title: 'Security and international transfers',
      paragraphs: [
        'We protect personal data with appropriate technical and organisational measures, including encryption in transit, access controls limited to staff who need the data and regular review of our systems and suppliers. If a breach occurs that is likely to affect your rights, we will notify you and the UAE Data Office as the PDPL requires.',
        'Some of our service providers may process data outside the UAE. We transfer data only to countries with an adequate level of protection or under safeguards permitted by the PDPL.',
      ],
    },
    {
      number: 9,
      title: 'Your rights',
      paragraphs: ['Under the PDPL you have the right to:'],
      list: [
        'Obtain information about, and a copy of, the personal data we hold about you.',
        'Ask us to correct inaccurate or incomplete data.',
        'Ask us to delete your data, unless we must keep it by law.',
        'Restrict or object to certain processing, including direct marketing.',
        'Receive your data in a structured, commonly used format and have it transferred to another controller.',
        'Withdraw your consent at any time.',
        'Lodge a complaint with the UAE Data Office if you believe your rights have been infringed.',
      ],
    },
    {
      number: 10,
      title: 'Contact us',
      paragraphs: [
        'To exercise your rights or ask a question about this policy, contact us by e-mail at info@crescentkey.ae or by phone on +971 4 123 4567. We will respond within 30 days and may ask you to verify your identity before acting on a request.',
      ],
    },
  ],
}
