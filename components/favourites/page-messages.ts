import { defineMessages } from '@/lib/i18n/messages'

/** The saved-properties page's own texts, rendered on the server (the list's: saved-messages.ts). */
export const savedPageMessages = defineMessages({
  en: {
    metaTitle: 'Saved properties',
    metaDescription:
      'The Dubai homes you have saved with the heart, kept in this browser with no account needed. Compare two to four of them side by side.',
    eyebrow: 'Your shortlist',
    title: 'Saved properties',
    intro:
      'Homes you save with the heart are kept in this browser — no account needed. Tick two to four of them to see price, size, handover and the estimated monthly payment side by side.',
  },
  ar: {
    metaTitle: 'العقارات المحفوظة',
    metaDescription:
      'منازل دبي التي حفظتها بالضغط على القلب، محفوظة في هذا المتصفح دون الحاجة إلى حساب. قارن بين اثنين إلى أربعة منها جنباً إلى جنب.',
    eyebrow: 'قائمتك المختارة',
    title: 'العقارات المحفوظة',
    intro:
      'تُحفظ المنازل التي تختارها بالضغط على القلب في هذا المتصفح، دون الحاجة إلى حساب. حدّد من اثنين إلى أربعة منها لتقارن السعر والمساحة وموعد التسليم والقسط الشهري التقديري جنباً إلى جنب.',
  },
})
