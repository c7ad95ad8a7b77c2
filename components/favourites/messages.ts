import { defineMessages } from '@/lib/i18n/messages'

/** The heart on every card and listing: its words only, as every card's script carries them. */
export const favouriteMessages = defineMessages({
  en: {
    save: (name: string) => `Save ${name}`,
    remove: (name: string) => `Remove ${name} from saved`,
    saveShort: 'Save',
    savedShort: 'Saved',
  },
  ar: {
    save: (name: string) => `احفظ ${name}`,
    remove: (name: string) => `أزِل ${name} من المحفوظات`,
    saveShort: 'حفظ',
    savedShort: 'محفوظ',
  },
})
