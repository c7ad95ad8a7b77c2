import { useTranslations } from 'next-intl'
import { cn } from '@/lib/cn'
import { Honeypot, SelectField, SubmitRow, TextAreaField } from './fields'
import type { FormViewProps } from './form-view'
import { ltr, personFields } from './person-fields'

export type InterestField = 'firstName' | 'lastName' | 'email' | 'phone' | 'unitType' | 'message'

/** One choice of the unit-type select: the value is the unit type's name, as the lead stores it. */
export interface UnitChoice {
  value: string
  label: string
}

/** The register-interest form's markup (see form-view.ts). */
export function InterestFormView({
  projectName,
  unitChoices,
  hasBrochure,
  idPrefix,
  bind,
  errors,
  submitting,
  formProps,
  honeypotRef,
  className,
}: FormViewProps<InterestField> & {
  projectName: string
  unitChoices: UnitChoice[]
  hasBrochure: boolean
}) {
  const t = useTranslations('Forms')
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form
      {...formProps}
      aria-label={t('interestForm', { project: projectName })}
      className={cn('relative', className)}
    >
      {/* Read-only while sending: nothing typed during the wait is overwritten by a restore. */}
      <fieldset disabled={submitting} className="m-0 min-w-0 border-0 p-0">
        <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          {personFields({ id, bind, errors, t, phoneHint: t.rich('interestPhoneHint', { ltr }) })}
          <SelectField
            id={id('unitType')}
            label={t('unitType')}
            optional={t('optional')}
            className="md:col-span-2"
            error={errors.unitType}
            {...bind('unitType')}
          >
            <option value="">{t('anyUnitType')}</option>
            {unitChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            id={id('message')}
            label={t('interestMessage')}
            optional={t('optional')}
            rows={3}
            dir="auto"
            placeholder={t('interestPlaceholder')}
            className="md:col-span-2"
            error={errors.message}
            {...bind('message')}
          />
        </div>
      </fieldset>
      <Honeypot inputRef={honeypotRef} />
      <SubmitRow
        submitting={submitting}
        label={t('registerInterest')}
        busyLabel={t('submitting')}
        note={hasBrochure ? t('brochureNote') : t('consultantNote')}
      />
    </form>
  )
}
