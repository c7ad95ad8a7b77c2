'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'

const LocaleContext = createContext<Locale>(defaultLocale)

/** Gives the page's edition to the client components below it (set once by the root layout). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export function useLocale(): Locale {
  return useContext(LocaleContext)
}
