import { shorten } from '@/components/property/property-facts'
import type { Project } from '@/lib/api/types'
import { excerptOf } from '@/lib/excerpt'
import { formatPrice } from '@/lib/format'
import { handoverLabel } from './project-labels'

/**
 * The words search results and link previews show for a project page. Buyers search a project
 * by its name with "payment plan" or "price", so the title says both; prices are in AED, the
 * same for every visitor.
 */
export function projectTitle(project: Pick<Project, 'name' | 'developer'>): string {
  const by = project.developer ? ` by ${project.developer.name}` : ''
  return `${project.name}${by} — payment plan & prices`
}

export function projectDescription(
  project: Pick<
    Project,
    'name' | 'community' | 'handover' | 'priceFromAed' | 'paymentPlanShort' | 'description'
  >,
): string {
  const facts = [
    project.priceFromAed !== null ? `from ${formatPrice(project.priceFromAed)}` : null,
    project.paymentPlanShort ? `${project.paymentPlanShort} payment plan` : null,
    `handover ${handoverLabel(project.handover)}`,
  ].filter(Boolean)
  const lead = `Off-plan homes at ${project.name}, ${project.community}: ${facts.join(', ')}.`
  const story = excerptOf(project.description, 400)
  return story ? `${lead} ${shorten(story, Math.max(60, 200 - lead.length))}` : lead
}
