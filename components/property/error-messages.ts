import { defineMessages } from '@/lib/i18n/messages'

/** A listing's error and not-found pages (the error page is a client component: only these ride with it). */
export const errorMessages = defineMessages({
  en: {
    somethingWentWrong: 'Something went wrong',
    couldNotLoad: 'We couldn’t load this property just now. Please try again in a moment.',
    tryAgain: 'Try again',
    backToAll: 'Back to all properties',
    notFoundTitle: 'Property not found',
    listingUnavailable: 'Listing unavailable',
    notFoundText:
      'This property may have been sold, let or withdrawn. Our current listings are one click away.',
  },
  ar: {
    somethingWentWrong: 'حدث خطأ ما',
    couldNotLoad: 'تعذّر تحميل هذا العقار الآن. يُرجى المحاولة مجدداً بعد قليل.',
    tryAgain: 'حاول مجدداً',
    backToAll: 'العودة إلى جميع العقارات',
    notFoundTitle: 'العقار غير موجود',
    listingUnavailable: 'الإعلان غير متاح',
    notFoundText:
      'ربما بيع هذا العقار أو أُجّر أو سُحب من السوق. عقاراتنا المتاحة على بُعد نقرة واحدة.',
  },
})
