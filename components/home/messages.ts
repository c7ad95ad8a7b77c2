import { defineMessages } from '@/lib/i18n/messages'

/**
 * A count in Arabic: one and two are said with the noun alone (غرفة نوم واحدة، غرفتا نوم), three
 * to ten take the plural, and other numbers the singular.
 */
function arabicCount(
  n: number,
  forms: { one: string; two: string; few: string; many: string },
): string {
  if (n === 1) return forms.one
  if (n === 2) return forms.two
  return `${n} ${n >= 3 && n <= 10 ? forms.few : forms.many}`
}

/** The home page's interface texts; its copy is in content/home.ts and content/ar/home.ts. */
export const homeMessages = defineMessages({
  en: {
    metaDescription:
      'Dubai real-estate brokerage for off-plan investment, sales and leasing: featured homes, popular communities and licensed advisers with 20+ years of combined experience.',
    heroImageAlt: 'The Dubai skyline at dusk, seen across the water',
    heroEyebrow: 'Sales · Leasing · Off-plan',
    heroBrowse: 'Browse every home for sale and rent',
    trustLabel: 'Why clients choose us',
    aboutEyebrow: 'Who we are',
    aboutImageAlt: 'A light-filled Dubai living room looking out over the city',
    aboutYears: 'years of combined experience in Dubai',
    teamEyebrow: 'Our people',
    teamDescription:
      'Licensed consultants, each focused on the communities and property types they know best.',
    teamCta: 'Meet the whole team',
    teamError: 'Team details not loaded. Something went wrong.',
    countersEyebrow: 'In numbers',
    countersTitle: 'Experience you can measure',
    featuredEyebrow: 'Handpicked',
    featuredCta: 'View all properties',
    featuredError: 'Properties are not loaded. Something went wrong',
    forRent: 'For Rent',
    forSale: 'For Sell',
    perYear: '/ year',
    beds: (n: number) => `${n} ${n === 1 ? 'Bed' : 'Beds'}`,
    baths: (n: number) => `${n} ${n === 1 ? 'Bath' : 'Baths'}`,
    cardAlt: (name: string, community: string) => `${name}, ${community}`,
    launchesEyebrow: 'Off-plan',
    launchesTitle: 'New launches',
    launchesDescription:
      'The newest projects from Dubai’s developers, with handover dates and payment plans at a glance.',
    launchesCta: 'View all projects',
    areasEyebrow: 'Popular areas',
    partnersEyebrow: 'Developers and banks',
    partnersDescription:
      'We work alongside Dubai’s leading developers, lenders and service providers.',
    partnersLabel: 'Our partners',
    partnersLabelContinued: 'Our partners, continued',
    servicesEyebrow: 'What we do',
    learnMore: 'Learn more',
    listEyebrow: 'For owners',
    listHowSelling: 'How selling works',
    buyImageAlt: 'A new residential tower in Dubai in warm daylight',
    contactEyebrow: 'Get in touch',
    contactTitle: 'Talk to an adviser',
    contactIntro:
      'Tell us what you are looking for and a consultant who knows the community will reply within one working day.',
    contactCall: 'Call us',
    contactWhatsapp: 'WhatsApp',
    contactEmail: 'E-mail',
    contactLandline: 'Landline',
    contactVisit: 'Visit us',
    contactWhatsappGreeting: 'Hello, I would like to speak to an adviser.',
    contactFormTitle: 'Send us a message',
  },
  ar: {
    metaDescription:
      'شركة وساطة عقارية في دبي للاستثمار في المشاريع على الخارطة والبيع والتأجير: منازل مميزة، وأبرز المجتمعات السكنية، ومستشارون مرخّصون بخبرة مجتمعة تتجاوز 20 عاماً.',
    heroImageAlt: 'أفق دبي عند الغسق كما يبدو من عبر المياه',
    heroEyebrow: 'بيع · تأجير · مشاريع على الخارطة',
    heroBrowse: 'تصفّح جميع المنازل المعروضة للبيع والإيجار',
    trustLabel: 'لماذا يختارنا عملاؤنا',
    aboutEyebrow: 'من نحن',
    aboutImageAlt: 'غرفة معيشة مشرقة في دبي تطل على المدينة',
    aboutYears: 'عاماً من الخبرة المجتمعة في دبي',
    teamEyebrow: 'فريقنا',
    teamDescription:
      'مستشارون مرخّصون، يركّز كل منهم على المجتمعات وأنواع العقارات التي يعرفها أكثر من غيره.',
    teamCta: 'تعرّف على الفريق كاملاً',
    teamError: 'تعذّر تحميل بيانات الفريق. حدث خطأ ما.',
    countersEyebrow: 'بالأرقام',
    countersTitle: 'خبرة تتحدث عنها الأرقام',
    featuredEyebrow: 'مختارة بعناية',
    featuredCta: 'عرض جميع العقارات',
    featuredError: 'تعذّر تحميل العقارات. حدث خطأ ما',
    forRent: 'للإيجار',
    forSale: 'للبيع',
    perYear: '/ سنوياً',
    beds: (n: number) =>
      arabicCount(n, { one: 'غرفة نوم واحدة', two: 'غرفتا نوم', few: 'غرف نوم', many: 'غرفة نوم' }),
    baths: (n: number) =>
      arabicCount(n, { one: 'حمّام واحد', two: 'حمّامان', few: 'حمّامات', many: 'حمّام' }),
    cardAlt: (name: string, community: string) => `${name}، ${community}`,
    launchesEyebrow: 'على الخارطة',
    launchesTitle: 'أحدث الإطلاقات',
    launchesDescription:
      'أحدث مشاريع المطوّرين في دبي، مع مواعيد التسليم وخطط السداد في لمحة واحدة.',
    launchesCta: 'عرض جميع المشاريع',
    areasEyebrow: 'المناطق الأكثر طلباً',
    partnersEyebrow: 'المطوّرون والبنوك',
    partnersDescription: 'نعمل جنباً إلى جنب مع كبار المطوّرين وجهات التمويل ومزوّدي الخدمات في دبي.',
    partnersLabel: 'شركاؤنا',
    partnersLabelContinued: 'شركاؤنا، تتمة',
    servicesEyebrow: 'ما نقدّمه',
    learnMore: 'اعرف المزيد',
    listEyebrow: 'للملّاك',
    listHowSelling: 'كيف تتم عملية البيع',
    buyImageAlt: 'برج سكني جديد في دبي تحت ضوء النهار الدافئ',
    contactEyebrow: 'تواصل معنا',
    contactTitle: 'تحدّث إلى مستشار',
    contactIntro: 'أخبرنا عمّا تبحث عنه، وسيردّ عليك مستشار يعرف المنطقة جيداً خلال يوم عمل واحد.',
    contactCall: 'اتصل بنا',
    contactWhatsapp: 'واتساب',
    contactEmail: 'البريد الإلكتروني',
    contactLandline: 'الهاتف الأرضي',
    contactVisit: 'تفضّل بزيارتنا',
    contactWhatsappGreeting: 'مرحباً، أودّ التحدث إلى أحد المستشارين.',
    contactFormTitle: 'أرسل لنا رسالة',
  },
})
