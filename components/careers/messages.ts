import { defineMessages } from '@/lib/i18n/messages'

/** The careers page's interface: the application modal and the team slider's controls. */
export const careersMessages = defineMessages({
  en: {
    eyebrow: 'Careers',
    modalTitle: 'Apply to join our team',
    modalIntro: 'Tell us about yourself and attach your CV (PDF or Word, up to 5 MB).',
    closeModal: 'Close application form',
    team: 'Our team',
    slide: (index: number, total: number) => `${index} of ${total}`,
    previousMember: 'Previous team member',
    nextMember: 'Next team member',
  },
  ar: {
    eyebrow: 'الوظائف',
    modalTitle: 'انضم إلى فريقنا',
    modalIntro: 'عرّفنا بنفسك وأرفق سيرتك الذاتية (ملف PDF أو Word بحجم أقصاه 5 ميغابايت).',
    closeModal: 'إغلاق نموذج التقديم',
    team: 'فريقنا',
    slide: (index: number, total: number) => `${index} من ${total}`,
    previousMember: 'عضو الفريق السابق',
    nextMember: 'عضو الفريق التالي',
  },
})
