import { defineMessages } from '@/lib/i18n/messages'

/** The services pages' own texts; the services' copy itself is in content/services*.ts. */
export const servicesMessages = defineMessages({
  en: {
    overviewMetaTitle: 'Real Estate Services in Dubai',
    overviewMetaDescription:
      'Buying, selling, renting, off-plan, mortgages, property management, holiday homes, commercial and interiors: every real-estate service in Dubai from one licensed team.',
    gridEyebrow: 'Nine services',
    gridTitle: 'How we can help',
    gridDescription: 'Choose a service to see how we work, step by step.',
    serviceMetaTitle: (service: string) => `${service} in Dubai`,
    serviceEyebrow: 'Our Services',
    talkToAdviser: 'Talk to an Adviser',
    breadcrumbHome: 'Home',
    breadcrumbServices: 'Our Services',
    city: 'Dubai',
    discoverMore: 'Discover more',
    stepsEyebrow: 'Step by step',
    pointsEyebrow: 'Why us',
    listEyebrow: 'What we do',
    listNote:
      'One adviser coordinates every part of it, so you always know who is looking after what.',
  },
  ar: {
    overviewMetaTitle: 'خدمات عقارية في دبي',
    overviewMetaDescription:
      'الشراء والبيع والتأجير والعقارات على الخارطة والتمويل العقاري وإدارة العقارات وبيوت العطلات والعقارات التجارية والتصميم الداخلي: كل الخدمات العقارية في دبي من فريق واحد مرخّص.',
    gridEyebrow: 'تسع خدمات',
    gridTitle: 'كيف يمكننا مساعدتك',
    gridDescription: 'اختر خدمة لتتعرّف على طريقة عملنا خطوة بخطوة.',
    serviceMetaTitle: (service: string) => `${service} في دبي`,
    serviceEyebrow: 'خدماتنا',
    talkToAdviser: 'تحدّث إلى مستشار',
    breadcrumbHome: 'الرئيسية',
    breadcrumbServices: 'خدماتنا',
    city: 'دبي',
    discoverMore: 'اكتشف المزيد',
    stepsEyebrow: 'خطوة بخطوة',
    pointsEyebrow: 'لماذا نحن',
    listEyebrow: 'ما نقدّمه',
    listNote: 'يتولّى مستشار واحد تنسيق كل جوانب الخدمة، فتعرف دائمًا من يتابع كل أمر.',
  },
})
