import type { Texts } from '@/lib/i18n/texts'
import { shorten } from '@/components/property/property-facts'
import type { Project } from '@/lib/api/types'
import { excerptOf } from '@/lib/excerpt'
import { formatPrice } from '@/lib/format'
import { communityLabel } from '@/lib/i18n/communities'
import { developerLabel } from '@/lib/i18n/companies'
import type { Locale } from '@/lib/i18n/locales'
import { handoverLabel, type ProjectLabelTexts } from './project-labels'

/** The project pages' texts in the page's edition (getTranslations' 'Projects'). */
export type ProjectTexts = Texts<'Projects'>

/**
 * The words search results and link previews show for a project page. Buyers search a project
 * by its name with "payment plan" or "price", so the title says both; prices are in AED, the
 * same for every visitor.
 */
export function projectTitle(
  project: Pick<Project, 'name' | 'developer'>,
  locale: Locale,
  t: ProjectTexts,
): string {
  return project.developer
    ? t('metaTitleBy', {
        name: project.name,
        developer: developerLabel(project.developer.name, locale),
      })
    : t('metaTitle', { name: project.name })
}

export function projectDescription(
  project: Pick<
    Project,
    'name' | 'community' | 'handover' | 'priceFromAed' | 'paymentPlanShort' | 'description'
  >,
  locale: Locale,
  t: ProjectTexts,
  labels: ProjectLabelTexts,
): string {
  const facts = [
    project.priceFromAed !== null
      ? t('metaFrom', { price: formatPrice(project.priceFromAed, locale) })
      : null,
    project.paymentPlanShort ? t('metaPlan', { short: project.paymentPlanShort }) : null,
    t('metaHandover', { handover: handoverLabel(project.handover, labels) }),
  ].filter(Boolean)
  const lead = t('metaLead', {
    name: project.name,
    community: communityLabel(project.community, locale),
    facts: facts.join(t('comma')),
  })
  const story = excerptOf(project.description, 400)
  return story ? `${lead} ${shorten(story, Math.max(60, 200 - lead.length))}` : lead
}
