import { getTranslations } from 'next-intl/server'
import { projectShareCard } from '@/components/projects/project-share-card'
import { shareCardResponse } from '@/components/share-image/share-card'
import { defaultLocale } from '@/lib/i18n/locales'
import { getProject } from '@/lib/server/projects'

export const dynamic = 'force-dynamic'

/**
 * The project's share card (openGraph.images in the page's metadata). A route rather than the
 * opengraph-image file convention: that one answers PNG, and WhatsApp wants a JPEG under 300 KB.
 * The card is set in English for every edition: its faces are Latin, and every edition's
 * metadata points at this one address.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
) {
  const { slug } = await params
  const labels = await getTranslations({ locale: defaultLocale, namespace: 'ProjectPlan.labels' })
  return shareCardResponse(
    () => getProject(slug),
    (project) => projectShareCard(project, labels),
  )
}
