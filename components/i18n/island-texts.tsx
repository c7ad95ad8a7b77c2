import type { Messages } from 'next-intl'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { AddedTexts } from './island-texts.client'

type Namespaces = readonly (keyof Messages)[]

async function pick(namespaces: Namespaces) {
  const messages = await getMessages()
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]))
}

/**
 * Gives the client islands below it the interface texts of the named namespaces, on top of those
 * the wrappers above it gave: the page's HTML then carries, for the app, only the texts its
 * islands use, never the whole edition's messages.
 */
export async function IslandTexts({ namespaces, children }: { namespaces: Namespaces; children: ReactNode }) {
  return <AddedTexts messages={await pick(namespaces)}>{children}</AddedTexts>
}

/**
 * The outermost provider, in the site's layout: the edition, its time zone and the namespaces of
 * the islands every page has (the shell's). Every IslandTexts below adds to it.
 */
export async function SiteIslandTexts({ namespaces, children }: { namespaces: Namespaces; children: ReactNode }) {
  return <NextIntlClientProvider messages={await pick(namespaces)}>{children}</NextIntlClientProvider>
}
