import type { Messages } from 'next-intl'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/**
 * Gives the client islands below it the interface texts of the named namespaces only: the page's
 * HTML then carries those texts for the app once, not the whole edition's messages.
 */
export async function IslandTexts({
  namespaces,
  children,
}: {
  namespaces: readonly (keyof Messages)[]
  children: ReactNode
}) {
  const messages = await getMessages()
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
