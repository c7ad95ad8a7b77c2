import { defineMessages } from '@/lib/i18n/messages'

/**
 * A broker as the site presents them: the property page's agent card and their own page under
 * /team. The registration labels are RERA's own terms, kept in Latin letters in the Arabic
 * edition too, since that is how buyers look them up.
 */
export const brokerMessages = defineMessages({
  en: {
    brn: 'BRN',
    brnLong: 'Broker registration (BRN)',
    orn: 'ORN',
    ornLong: 'Office registration (ORN)',
    languages: 'Languages',
    call: 'Call',
    email: 'Email',
    whatsapp: 'WhatsApp',
    callName: (name: string) => `Call ${name}`,
    emailName: (name: string) => `Email ${name}`,
    whatsappName: (name: string) => `WhatsApp ${name}`,
    emailSubject: (reference: string, property: string) =>
      `Enquiry: ${property} (Ref. ${reference})`,
    brokerEmailSubject: (site: string) => `Enquiry from the ${site} website`,
    brokerWhatsappText: (name: string, site: string) =>
      `Hello ${name}, I found you on the ${site} website and would like to talk about a property.`,
    viewProfile: (firstName: string) => `${firstName}’s profile and listings`,
    firmContact: 'Our team replies within the hour, seven days a week.',
    // The broker's page.
    home: 'Home',
    teamCrumb: 'Our Team',
    licensedBroker: 'RERA-licensed broker',
    about: (firstName: string) => `About ${firstName}`,
    contactHeading: 'Speak to them directly',
    listingsEyebrow: 'On the market',
    listingsTitle: (firstName: string) => `${firstName}’s listings`,
    listingsCount: (count: number) => (count === 1 ? '1 property' : `${count} properties`),
    noListings: (firstName: string) =>
      `${firstName} has no listings on the market just now. Call or message them for homes coming soon.`,
    pagesLabel: 'Listing pages',
    previous: 'Previous',
    next: 'Next',
    pageBefore: 'Page ',
    pageOf: ' of ',
    metaTitle: (name: string, designation: string) => `${name}, ${designation}`,
    metaDescription: (name: string, brn: string, languages: string) =>
      `${name} is a RERA-licensed Dubai property broker (BRN ${brn}) speaking ${languages}. See their homes for sale and rent and reach them directly.`,
    notFoundTitle: 'Broker not found',
    notFoundHeading: 'This broker’s page is not here',
    notFoundText:
      'The link may be old: the broker may have moved on, or have fewer homes on the market than when it was shared. Our whole team is one step away.',
    unavailable: 'Not available',
    backToTeam: 'Meet our team',
    viewBroker: (name: string) => `${name}’s page`,
  },
  ar: {
    brn: 'رقم تسجيل الوسيط (BRN)',
    brnLong: 'رقم تسجيل الوسيط (BRN)',
    orn: 'رقم تسجيل المكتب (ORN)',
    ornLong: 'رقم تسجيل المكتب (ORN)',
    languages: 'اللغات',
    call: 'اتصال',
    email: 'البريد الإلكتروني',
    whatsapp: 'واتساب',
    callName: (name: string) => `اتصل بـ${name}`,
    emailName: (name: string) => `راسل ${name} بالبريد الإلكتروني`,
    whatsappName: (name: string) => `راسل ${name} عبر واتساب`,
    emailSubject: (reference: string, property: string) =>
      `استفسار: ${property} (الرقم المرجعي ${reference})`,
    brokerEmailSubject: (site: string) => `استفسار من موقع ${site}`,
    brokerWhatsappText: (name: string, site: string) =>
      `مرحباً ${name}، وجدتك على موقع ${site} وأودّ التحدث عن عقار.`,
    viewProfile: (firstName: string) => `الملف الشخصي وعقارات ${firstName}`,
    firmContact: 'يردّ فريقنا خلال ساعة، طوال أيام الأسبوع.',
    home: 'الرئيسية',
    teamCrumb: 'فريقنا',
    licensedBroker: 'وسيط عقاري مرخّص من ريرا',
    about: (firstName: string) => `نبذة عن ${firstName}`,
    contactHeading: 'تواصل مباشرة',
    listingsEyebrow: 'معروض الآن',
    listingsTitle: (firstName: string) => `عقارات ${firstName}`,
    listingsCount: (count: number) =>
      count === 1
        ? 'عقار واحد'
        : count === 2
          ? 'عقاران'
          : count <= 10
            ? `${count} عقارات`
            : `${count} عقاراً`,
    noListings: (firstName: string) =>
      `لا توجد لدى ${firstName} عقارات معروضة حالياً. اتصل أو راسله لمعرفة العقارات القادمة.`,
    pagesLabel: 'صفحات العقارات',
    previous: 'السابق',
    next: 'التالي',
    pageBefore: 'الصفحة ',
    pageOf: ' من ',
    metaTitle: (name: string, designation: string) => `${name}، ${designation}`,
    metaDescription: (name: string, brn: string, languages: string) =>
      `${name} وسيط عقاري مرخّص من ريرا في دبي (رقم تسجيل الوسيط ${brn}) يتحدث ${languages}. تصفّح عقاراته للبيع والإيجار وتواصل معه مباشرة.`,
    notFoundTitle: 'الوسيط غير موجود',
    notFoundHeading: 'صفحة هذا الوسيط غير موجودة',
    notFoundText: 'ربما الرابط قديم: فقد لا يكون الوسيط معنا الآن، أو صار لديه عقارات معروضة أقل مما كانت حين نُشر الرابط. فريقنا كاملاً على بُعد خطوة.',
    unavailable: 'غير متاح',
    backToTeam: 'تعرّف على فريقنا',
    viewBroker: (name: string) => `صفحة ${name}`,
  },
})

/** The languages a broker speaks, named in the page's edition and joined as a list. */
export function languageList(names: string[], locale: 'en' | 'ar'): string {
  return new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', {
    style: 'long',
    type: 'conjunction',
  }).format(names)
}
