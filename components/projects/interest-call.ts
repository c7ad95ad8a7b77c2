import { possessive } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import type { ProjectTexts } from './project-meta'

/**
 * The register-interest invitation: a consultant who knows the developer's releases calls back.
 * English puts the developer's name in the possessive (possessive in lib/format.ts), Arabic
 * takes the name as it is. Without a developer, both editions say 'the developer'.
 */
export function interestCallText(
  developer: string | null,
  locale: Locale,
  t: ProjectTexts,
): string {
  if (!developer) return t('interestCallAnyDeveloper')
  return t('interestCall', { developer: locale === 'en' ? possessive(developer) : developer })
}
