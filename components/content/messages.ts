import { defineMessages } from '@/lib/i18n/messages'

/** The shared content blocks' own words: the breadcrumb trail's name, a procedure's steps. */
export const contentMessages = defineMessages({
  en: {
    breadcrumb: 'Breadcrumb',
    step: 'Step ',
  },
  ar: {
    breadcrumb: 'مسار التنقل',
    step: 'الخطوة ',
  },
})

/** A segment's error screen (route-error.client.tsx). */
export const routeErrorMessages = defineMessages({
  en: {
    title: 'Something went wrong',
    message: 'Please try again in a moment.',
    tryAgain: 'Try again',
  },
  ar: {
    title: 'حدث خطأ ما',
    message: 'يُرجى المحاولة مرة أخرى بعد قليل.',
    tryAgain: 'حاول مرة أخرى',
  },
})

/** The router-failure screen (app/(site)/[locale]/error.tsx, docs/requirements.md §8). */
export const siteErrorMessages = defineMessages({
  en: {
    eyebrow: 'Something interrupted this page',
    title: 'Unexpected Application Error!',
    fallback: 'Something went wrong',
    tryAgain: 'Try again',
    backHome: 'Back to the home page',
  },
  ar: {
    eyebrow: 'تعذّر عرض هذه الصفحة',
    title: 'حدث خطأ غير متوقع في التطبيق!',
    fallback: 'حدث خطأ ما',
    tryAgain: 'حاول مرة أخرى',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
})

/** A page the site cannot find (app/(site)/[locale]/not-found.tsx). */
export const pageNotFoundMessages = defineMessages({
  en: {
    title: 'Page not found',
    eyebrow: 'Page not found',
    heading: 'This page is not here any more',
    text: 'It may have moved or been taken down. Everything we offer starts from the home page.',
    backHome: 'Back to the home page',
  },
  ar: {
    title: 'الصفحة غير موجودة',
    eyebrow: 'الصفحة غير موجودة',
    heading: 'هذه الصفحة لم تعد موجودة',
    text: 'ربما نُقلت أو حُذفت. كل خدماتنا تبدأ من الصفحة الرئيسية.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
})
