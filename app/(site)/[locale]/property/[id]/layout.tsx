import type { ReactNode } from 'react'
import { IslandTexts } from '@/components/i18n/island-texts'
import { pageLocale } from '@/lib/i18n/request-locale'

/**
 * Gives the segment's error screen (error.tsx, a client component under this layout) its texts
 * (PropertyError). Wrappers add to the namespaces the site layout gives, so the page's own
 * islands keep theirs.
 */
export default async function PropertyLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; id: string }>
}) {
  await pageLocale(params)
  return <IslandTexts namespaces={['PropertyError']}>{children}</IslandTexts>
}
