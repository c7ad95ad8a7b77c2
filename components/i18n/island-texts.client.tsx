'use client'

import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl'
import { type ReactNode, useMemo } from 'react'

/**
 * Adds namespaces to the ones the islands above already have: a provider nested in another keeps
 * its parent's texts, so an island deep in a page (an error screen, a card's heart) never loses a
 * namespace that a wrapper above it gave.
 */
export function AddedTexts({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const inherited = useMessages()
  const locale = useLocale()
  const timeZone = useTimeZone()
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages])
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  )
}
