import { defineMessages } from '@/lib/i18n/messages'
import { arabicPlural, type ArabicForms } from '@/components/property/plural'

// 'عقار محفوظ', with the adjective agreeing with the noun's form.
const SAVED_FORMS: ArabicForms = {
  zero: 'عقار محفوظ',
  one: 'عقار محفوظ',
  two: 'عقاران محفوظان',
  few: 'عقارات محفوظة',
  many: 'عقاراً محفوظاً',
  other: 'عقار محفوظ',
}

/**
 * The saved list's texts: the island renders them in the browser, so they are kept apart from the
 * page's own (page-messages.ts) and the hearts' few words (messages.ts).
 */
export const savedMessages = defineMessages({
  en: {
    loadError: 'Your saved properties could not be loaded. Please try again.',
    tryAgain: 'Try again',
    savedCount: (count: number) => `${count === 1 ? 'home' : 'homes'} saved in this browser`,
    compare: 'Compare',
    saveOneMore: 'Save one more home to compare them side by side.',
    chosen: (count: number, max: number) => `${count} of up to ${max} homes chosen.`,
    tickToCompare: (min: number, max: number) =>
      `Tick ${min} to ${max} homes to compare them side by side.`,
    compareHomes: (count: number) => `Compare ${count} homes`,
    emptyTitle: 'No saved homes yet',
    emptyText:
      'Tap the heart on any listing to keep it here. Your shortlist stays in this browser — no account, no sign-up — and you can set two to four homes side by side.',
    browseProperties: 'Browse properties',
    noScript:
      'Saved homes are kept in your browser, which needs JavaScript to show them. Turn it on, or',
    browseAll: 'browse all properties',
  },
  ar: {
    loadError: 'تعذّر تحميل عقاراتك المحفوظة. يُرجى المحاولة مجدداً.',
    tryAgain: 'حاول مجدداً',
    savedCount: (count: number) => `${arabicPlural(count, SAVED_FORMS)} في هذا المتصفح`,
    compare: 'قارن',
    saveOneMore: 'احفظ عقاراً آخر لتقارن بينهما جنباً إلى جنب.',
    chosen: (count: number, max: number) => `اخترت ${count} من أصل ${max} عقارات كحد أقصى.`,
    tickToCompare: (min: number, max: number) =>
      `حدّد من ${min} إلى ${max} عقارات لمقارنتها جنباً إلى جنب.`,
    compareHomes: (count: number) =>
      count === 2 ? 'قارن بين العقارين' : `قارن بين ${count} عقارات`,
    emptyTitle: 'لا توجد عقارات محفوظة بعد',
    emptyText:
      'اضغط على القلب في أي إعلان لتحفظه هنا. تبقى قائمتك في هذا المتصفح، بلا حساب ولا تسجيل، ويمكنك مقارنة ما بين عقارين وأربعة عقارات جنباً إلى جنب.',
    browseProperties: 'تصفّح العقارات',
    noScript: 'تُحفظ العقارات في متصفحك، ويتطلب عرضها تفعيل JavaScript. فعّله، أو',
    browseAll: 'تصفّح جميع العقارات',
  },
})
