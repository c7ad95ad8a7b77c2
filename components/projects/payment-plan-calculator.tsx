import { useTranslations } from 'next-intl'
import { IslandTexts } from '@/components/i18n/island-texts'
import type { Project } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { getLocale } from '@/lib/i18n/request-locale'
import { unitTypeName } from '@/lib/project-units'
import {
  PaymentPlanCalculator as Island,
  type PlanUnitOption,
} from './payment-plan-calculator.client'
import { cheapestUnitIndex } from './project-labels'

/**
 * The calculator's server half: only what the island needs crosses to the browser (unit names
 * in the page's edition and prices, the plan, the handover, the booking day and the visitor's
 * currency), and the island gets its texts (ProjectPlan) from the IslandTexts around it.
 */
export function PaymentPlanCalculator({
  project,
  display,
  bookingDate,
  labelLang,
}: {
  project: Pick<Project, 'name' | 'paymentPlan' | 'handover' | 'unitTypes'>
  display: DisplayPrefs
  /** ISO: the server's today, given to the island so both date the instalments alike. */
  bookingDate: string
  /** 'en' when the milestones' labels are the English of a project not yet in the edition. */
  labelLang?: 'en'
}) {
  const locale = getLocale()
  const t = useTranslations('ProjectPlan.calculator')
  const units: PlanUnitOption[] = project.unitTypes.map((unit) => ({
    label: `${unitTypeName(unit, locale)}${unit.availability === 'sold-out' ? t('soldOutSuffix') : ''}`,
    priceAed: unit.priceFromAed,
  }))
  return (
    <section
      aria-labelledby="plan-calculator-heading"
      className="rounded-2xl bg-stone-100 px-5 py-7 md:px-8 md:py-9"
    >
      <h3
        id="plan-calculator-heading"
        className="font-display text-ink text-2xl font-medium md:text-[1.75rem]"
      >
        {t('heading')}
      </h3>
      <p className="text-ink/75 mt-2 mb-7 max-w-prose leading-relaxed">{t('intro')}</p>
      <IslandTexts namespaces={['ProjectPlan']}>
        <Island
          units={units}
          initialIndex={cheapestUnitIndex(project.unitTypes)}
          plan={{ milestones: project.paymentPlan, bookingDate, handover: project.handover }}
          display={{ currency: display.currency, aedPerUnit: display.aedPerUnit, locale }}
          labelLang={labelLang}
        />
      </IslandTexts>
    </section>
  )
}
