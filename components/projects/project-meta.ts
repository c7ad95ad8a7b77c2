import { shorten } from '@/components/property/property-facts'
import type { Project } from '@/lib/api/types'
import { excerptOf } from '@/lib/excerpt'
import { formatPrice } from '@/lib/format'
import { communityLabel } from '@/lib/i18n/communities'
import { developerLabel } from '@/lib/i18n/companies'
import type { Locale } from '@/lib/i18n/locales'
import { projectMessages } from './messages'
import { handoverLabel } from './project-labels'

/**
 * The words search results and link previews show for a project page. Buyers search a project
 * by its name with "payment plan" or "price", so the title says both; prices are in AED, the
 * same for every visitor.
 */
export function projectTitle(
  project: Pick<Project, 'name' | 'developer'>,
  locale: Locale = 'en',
): string {
  return projectMessages[locale].metaTitle(
    project.name,
    project.developer ? developerLabel(project.developer.name, locale) : null,
  )
}

export function projectDescription(
  project: Pick<
    Project,
    'name' | 'community' | 'handover' | 'priceFromAed' | 'paymentPlanShort' | 'description'
  >,
  locale: Locale = 'en',
): string {
  const t = projectMessages[locale]
  const facts = [
    project.priceFromAed !== null ? t.metaFrom(formatPrice(project.priceFromAed, locale)) : null,
    project.paymentPlanShort ? t.metaPlan(project.paymentPlanShort) : null,
    t.metaHandover(handoverLabel(project.handover, locale)),
  ].filter(Boolean)
  const lead = t.metaLead(
    project.name,
    communityLabel(project.community, locale),
    facts.join(t.comma),
  )
  const story = excerptOf(project.description, 400)
  return story ? `${lead} ${shorten(story, Math.max(60, 200 - lead.length))}` : lead
}
