import { cn } from '@/lib/cn'
import { Honeypot, SelectField, SubmitRow, TextAreaField } from './fields'
import type { FormViewProps } from './form-view'
import { personFields } from './person-fields'

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
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form
      {...formProps}
      aria-label={`Register interest in ${projectName}`}
      className={cn('relative', className)}
    >
      {/* Read-only while sending: nothing typed during the wait is overwritten by a restore. */}
      <fieldset disabled={submitting} className="m-0 min-w-0 border-0 p-0">
        <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          {personFields({ id, bind, errors })}
          <SelectField
            id={id('unitType')}
            label="Unit type"
            optional
            className="md:col-span-2"
            error={errors.unitType}
            {...bind('unitType')}
          >
            <option value="">Any unit type</option>
            {unitChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            id={id('message')}
            label="Anything we should know"
            optional
            rows={3}
            placeholder="Preferred floor or view, budget, when you plan to buy"
            className="md:col-span-2"
            error={errors.message}
            {...bind('message')}
          />
        </div>
      </fieldset>
      <Honeypot inputRef={honeypotRef} />
      <SubmitRow
        submitting={submitting}
        label="Register interest"
        note={
          hasBrochure
            ? 'We e-mail you the brochure straight away; a consultant calls within one working day.'
            : 'A consultant calls within one working day with availability and the latest prices.'
        }
      />
    </form>
  )
}
