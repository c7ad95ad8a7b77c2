import type messages from '../../messages/en.json'
import type { routing } from './routing'

// Typed interface texts: English's file is the reference, so a key missing from it or misspelt
// in code is a type error (the other editions are held to the same keys by messages.test.ts).
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
    Messages: typeof messages
  }
}
