import { defineMessages } from '@/lib/i18n/messages'

/**
 * The way back from an article that failed to load: also used by the client error screens, so
 * kept apart from the article's other texts (messages.ts), which only the server renders.
 */
export const articleBackMessages = defineMessages({
  en: {
    backToNews: 'Back to news',
    backToCommunities: 'Back to communities',
  },
  ar: {
    backToNews: 'العودة إلى الأخبار',
    backToCommunities: 'العودة إلى المجتمعات',
  },
})
