import type { ReactNode } from 'react'
import { IslandTexts } from '@/components/i18n/island-texts'
import { pageLocale } from '@/lib/i18n/request-locale'

/**
 * Gives the project pages' error screens (projects/error.tsx and projects/[slug]/error.tsx,
 * client components under this layout) their texts (ProjectsError); RouteError's (Content) come
 * from the site layout, and wrappers add to its namespaces.
 */
export default async function ProjectsLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  await pageLocale(params)
  return <IslandTexts namespaces={['ProjectsError']}>{children}</IslandTexts>
}
