import { defineMessages } from '@/lib/i18n/messages'

/** The project pages' error and not-found screens. */
export const projectErrorMessages = defineMessages({
  en: {
    loadFailed: 'We couldn’t load this project just now. Please try again in a moment.',
    backToProjects: 'Back to all projects',
    backHome: 'Back to the home page',
    notFoundTitle: 'Project no longer available',
    unavailable: 'Project unavailable',
    notFoundHeading: 'This project is no longer available',
    notFoundText:
      'This project may have sold out or been withdrawn from sale. Every project we currently offer is one click away.',
  },
  ar: {
    loadFailed: 'تعذّر تحميل هذا المشروع الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
    backToProjects: 'العودة إلى جميع المشاريع',
    backHome: 'العودة إلى الصفحة الرئيسية',
    notFoundTitle: 'المشروع لم يعد متاحاً',
    unavailable: 'المشروع غير متاح',
    notFoundHeading: 'هذا المشروع لم يعد متاحاً',
    notFoundText:
      'ربما بيعت جميع وحدات هذا المشروع أو سُحب من البيع. جميع المشاريع التي نعرضها حاليًا على بُعد نقرة واحدة.',
  },
})
