import { defineMessages } from '@/lib/i18n/messages'

/** The contact cards' words beyond their labels (content/contact.ts). */
export const contactMessages = defineMessages({
  en: {
    opensInNewTab: ' (opens in a new tab)',
  },
  ar: {
    opensInNewTab: ' (يفتح في علامة تبويب جديدة)',
  },
})
