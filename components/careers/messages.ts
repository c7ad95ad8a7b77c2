import { defineMessages } from '@/lib/i18n/messages'

/** The team slider's controls on the careers page. */
export const careersMessages = defineMessages({
  en: {
    team: 'Our team',
    slide: (index: number, total: number) => `${index} of ${total}`,
    previousMember: 'Previous team member',
    nextMember: 'Next team member',
  },
  ar: {
    team: 'فريقنا',
    slide: (index: number, total: number) => `${index} من ${total}`,
    previousMember: 'عضو الفريق السابق',
    nextMember: 'عضو الفريق التالي',
  },
})
