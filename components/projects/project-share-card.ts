import type { ShareCard } from '@/components/share-image/share-card'
import type { Project } from '@/lib/api/types'
import { formatPrice } from '@/lib/format'
import { handoverLabel, type ProjectLabelTexts } from './project-labels'

/**
 * A project's share card: its lead photo, the handover in the pill, the name, and the figures a
 * buyer forwards it for — the from-price, the community and the plan. Prices stay in AED: the
 * card is the same for everyone who sees the link, set in English (`labels`: English's
 * 'ProjectPlan.labels').
 */
export function projectShareCard(project: Project, labels: ProjectLabelTexts): ShareCard {
  return {
    photos: [project.banner.s3Url, project.gallery[0]?.s3Url ?? ''].filter(Boolean),
    tag: `Handover ${handoverLabel(project.handover, labels)}`,
    title: project.name,
    details: [
      ...(project.priceFromAed !== null
        ? [{ text: `From ${formatPrice(project.priceFromAed)}`, accent: true }]
        : []),
      { text: project.community },
      ...(project.paymentPlanShort ? [{ text: `${project.paymentPlanShort} plan` }] : []),
    ],
  }
}
