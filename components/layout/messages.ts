import { defineMessages } from '@/lib/i18n/messages'

/** The shell's texts: the document's description and the skip link. */
export const shellMessages = defineMessages({
  en: {
    siteDescription: 'Off-plan sales, leasing and property management in Dubai.',
    skipToContent: 'Skip to content',
  },
  ar: {
    siteDescription: 'مبيعات المشاريع على الخارطة والتأجير وإدارة العقارات في دبي.',
    skipToContent: 'انتقل إلى المحتوى',
  },
})

/** The header's currency and area switch. */
export const displaySwitchMessages = defineMessages({
  en: {
    buttonLabel: (currency: string, area: string) => `Currency and units: ${currency}, ${area}`,
    panelLabel: 'Currency and area units',
    currency: 'Currency',
    area: 'Area',
    ratesNote: (ratesDate: string | null) =>
      `Prices are set in AED; other currencies are a guide${ratesDate ? `, at rates as of ${ratesDate}` : ''}.`,
    apply: 'Apply',
    sqft: 'Square feet',
    sqm: 'Square metres',
    AED: 'UAE dirham',
    USD: 'US dollar',
    EUR: 'Euro',
    GBP: 'British pound',
    INR: 'Indian rupee',
    RUB: 'Russian rouble',
    CNY: 'Chinese yuan',
  },
  ar: {
    buttonLabel: (currency: string, area: string) => `العملة ووحدة المساحة: ${currency}، ${area}`,
    panelLabel: 'العملة ووحدات المساحة',
    currency: 'العملة',
    area: 'المساحة',
    ratesNote: (ratesDate: string | null) =>
      `الأسعار محددة بالدرهم الإماراتي، وما يظهر بالعملات الأخرى تقديري${ratesDate ? ` وفق أسعار الصرف بتاريخ ${ratesDate}` : ''}.`,
    apply: 'تطبيق',
    sqft: 'قدم مربع',
    sqm: 'متر مربع',
    AED: 'درهم إماراتي',
    USD: 'دولار أمريكي',
    EUR: 'يورو',
    GBP: 'جنيه إسترليني',
    INR: 'روبية هندية',
    RUB: 'روبل روسي',
    CNY: 'يوان صيني',
  },
})

/** The footer: its call to action, columns, contacts and legal line. */
export const footerMessages = defineMessages({
  en: {
    ctaEyebrow: 'Thinking of selling or buying?',
    ctaTitle: 'Know what your home is worth, or find the one you have been looking for.',
    bookValuation: 'Book a Valuation',
    exploreMore: 'Explore More',
    about:
      'Sales, leasing and off-plan investment across Dubai, with licensed advisers from the first viewing to the title deed.',
    regulator: 'RERA',
    ornPrefix: 'ORN ',
    socialMedia: 'Social media',
    footerNav: 'Footer',
    company: 'Company',
    news: 'News',
    communities: 'Communities',
    complaints: 'Complaints',
    mortgageCalculator: 'Mortgage calculator',
    savedProperties: 'Saved properties',
    services: 'Services',
    contact: 'Contact',
    landline: 'Landline',
    mobile: 'Mobile',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    office: 'Office',
    copyright: (year: number, siteName: string) => `© ${year} ${siteName}. All rights reserved.`,
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms & Conditions',
  },
  ar: {
    ctaEyebrow: 'هل تفكر في البيع أو الشراء؟',
    ctaTitle: 'اعرف القيمة الحقيقية لعقارك، أو اعثر على المنزل الذي طالما بحثت عنه.',
    bookValuation: 'احجز تقييماً لعقارك',
    exploreMore: 'اكتشف المزيد',
    about:
      'البيع والتأجير والاستثمار في المشاريع على الخارطة في أنحاء دبي، مع مستشارين مرخّصين يرافقونك من المعاينة الأولى حتى سند الملكية.',
    regulator: 'رقم تسجيل المكتب لدى ريرا',
    ornPrefix: '',
    socialMedia: 'وسائل التواصل الاجتماعي',
    footerNav: 'روابط الموقع',
    company: 'الشركة',
    news: 'الأخبار',
    communities: 'المجتمعات',
    complaints: 'الشكاوى',
    mortgageCalculator: 'حاسبة التمويل العقاري',
    savedProperties: 'العقارات المحفوظة',
    services: 'الخدمات',
    contact: 'تواصل معنا',
    landline: 'الهاتف الأرضي',
    mobile: 'الهاتف المتحرك',
    email: 'البريد الإلكتروني',
    whatsapp: 'واتساب',
    office: 'المكتب',
    copyright: (year: number, siteName: string) => `© ${year} ${siteName}. جميع الحقوق محفوظة.`,
    privacyPolicy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
  },
})

/** What search engines read about the firm (organization-json-ld.tsx). */
export const organizationMessages = defineMessages({
  en: {
    city: 'Dubai',
    ornName: 'RERA ORN',
  },
  ar: {
    city: 'دبي',
    ornName: 'رقم تسجيل المكتب لدى ريرا (ORN)',
  },
})
