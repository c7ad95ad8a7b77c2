import { useTranslations } from 'next-intl'
import { InterestForm } from '@/components/forms/interest-form'
import { IslandTexts } from '@/components/i18n/island-texts'
import { Container } from '@/components/ui/container'
import type { ProjectDetail } from '@/lib/api/types'
import { bankLabel, developerLabel } from '@/lib/i18n/companies'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'
import { availabilityLabel, unitTypeLabel, unitTypeName } from '@/lib/project-units'
import { interestCallText } from './interest-call'
import type { ProjectTexts } from './project-meta'

/**
 * The form's unit choices: shown in the page's language, submitted as the English label the
 * server checks against the project and staff read in the lead.
 */
function unitChoicesOf(project: ProjectDetail, locale: Locale, t: ProjectTexts) {
  return project.unitTypes.map((unit) => {
    const name = unitTypeName(unit, locale)
    return {
      value: unitTypeLabel(unit),
      label:
        unit.availability === 'available'
          ? name
          : // In lower case after the name ('sold out'): Arabic has no case, so only English changes.
            t('unitChoice', {
              name,
              availability: availabilityLabel(unit.availability, locale).toLowerCase(),
            }),
    }
  })
}

/**
 * The project page's register-interest section: the lead the off-plan team works from, and the
 * way to the brochure, which is only ever sent by e-mail.
 */
export function RegisterInterest({ project }: { project: ProjectDetail }) {
  const locale = getLocale()
  const developer = project.developer ? developerLabel(project.developer.name, locale) : null
  const t = useTranslations('Projects')
  // --near-size: its height at each width while it waits below the fold (content-visibility).
  return (
    <section
      id="register-interest"
      aria-labelledby="register-interest-heading"
      className="scroll-mt-24 bg-stone-100 py-16 [--near-size:1440px] md:py-24 md:[--near-size:1180px] lg:[--near-size:1120px] xl:[--near-size:770px]"
    >
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
            {t('registerInterest')}
          </p>
          <h2
            id="register-interest-heading"
            className="font-display text-ink mt-4 text-4xl leading-tight font-medium md:text-5xl"
          >
            {t('interestHeading', { name: project.name })}
          </h2>
          <p className="text-ink/70 mt-5 max-w-md text-base leading-relaxed">
            {project.hasBrochure ? t('interestBrochure') : ''}
            {interestCallText(developer, locale, t)}
          </p>
          <ul className="text-ink/80 mt-6 space-y-2 text-sm">
            <li>{t('noFee')}</li>
            <li>
              {project.escrowBank
                ? t('escrowNoteAt', { bank: bankLabel(project.escrowBank, locale) })
                : t('escrowNote')}
            </li>
          </ul>
        </div>
        {/* The form is a client island: its words are the Forms and Validation namespaces. */}
        <IslandTexts namespaces={['Forms', 'Validation']}>
          <InterestForm
            slug={project.slug}
            projectName={project.name}
            unitChoices={unitChoicesOf(project, locale, t)}
            hasBrochure={project.hasBrochure}
          />
        </IslandTexts>
      </Container>
    </section>
  )
}
