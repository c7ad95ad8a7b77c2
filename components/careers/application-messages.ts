import { defineMessages } from '@/lib/i18n/messages'

/**
 * The application modal's own texts: in a module of their own (not the slider's), so they travel with the modal's
 * code, which is fetched only when a visitor heads for 'Apply Now'.
 */
export const applicationModalMessages = defineMessages({
  en: {
    eyebrow: 'Careers',
    modalTitle: 'Apply to join our team',
    modalIntro: 'Tell us about yourself and attach your CV (PDF or Word, up to 5 MB).',
    closeModal: 'Close application form',
  },
  ar: {
    eyebrow: 'الوظائف',
    modalTitle: 'انضم إلى فريقنا',
    modalIntro: 'عرّفنا بنفسك وأرفق سيرتك الذاتية (ملف PDF أو Word بحجم أقصاه 5 ميغابايت).',
    closeModal: 'إغلاق نموذج التقديم',
  },
})
