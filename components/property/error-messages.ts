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
    // A listing id that was valid but names nothing listed now: sold, let or taken down.
    goneTitle: 'Property no longer available',
    goneEyebrow: 'No longer listed',
    goneHeading: 'This property is no longer available',
    goneText:
      'It may have been sold, let or taken off the market by its owner. Here are some of the homes we are offering now.',
    homesNow: 'Homes on the market now',
    browseAll: 'Browse all properties',
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
    goneTitle: 'العقار لم يعد متاحاً',
    goneEyebrow: 'لم يعد معروضاً',
    goneHeading: 'هذا العقار لم يعد متاحاً',
    goneText:
      'ربما بيع أو أُجّر أو سحبه مالكه من السوق. إليك بعض العقارات المعروضة لدينا حالياً.',
    homesNow: 'عقارات معروضة الآن',
    browseAll: 'تصفّح جميع العقارات',
  },
})
