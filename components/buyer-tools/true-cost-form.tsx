import { useTranslations, type Messages } from 'next-intl'
import type { Texts } from '@/lib/i18n/texts'
import type { ComponentProps, FocusEventHandler, FormEventHandler, Ref } from 'react'
import { Button } from '@/components/ui/button'
import { TRUE_COST_QUERY_KEYS } from '@/lib/buyer-tools/true-cost-query'
import { describedBy, FieldMessage } from '@/components/forms/fields'
import { cn } from '@/lib/cn'
import type { Message } from '@/lib/validation/messages'
import {
  type TrueCostErrors,
  type TrueCostFieldName,
  type TrueCostFormValues,
} from './true-cost-fields'

/**
 * The calculator's form: a plain GET form that works with no JavaScript at all (the page it
 * submits to works the figures out on the server). Every input is uncontrolled, so text typed
 * before the island hydrates stays where it was; the island only listens to it.
 */

export const fieldId = (idPrefix: string, field: TrueCostFieldName) => `${idPrefix}-${field}`

/** Where the error summary sends the visitor: the field, or a radio group's first option. */
export function fieldAnchor(idPrefix: string, field: TrueCostFieldName): string {
  const first = RADIO_GROUPS.find((group) => group.field === field)?.options[0]
  return first ? `${fieldId(idPrefix, field)}-${first.value}` : fieldId(idPrefix, field)
}

/** The calculator's texts in the page's edition (useTranslations('BuyerTools')). */
export type BuyerToolsTexts = Texts<'BuyerTools'>
/** A text of the calculator's (a legend or an option's label). */
type TextKey = keyof Messages['BuyerTools']

const RADIO_GROUPS = [
  {
    field: 'residency',
    legend: 'buyer',
    options: [
      { value: 'expatriate', label: 'expatriate' },
      { value: 'national', label: 'national' },
    ],
  },
  {
    field: 'order',
    legend: 'property',
    options: [
      { value: 'first', label: 'firstHome' },
      { value: 'second', label: 'secondHome' },
    ],
  },
  {
    field: 'completion',
    legend: 'completion',
    options: [
      { value: 'ready', label: 'ready' },
      { value: 'off-plan', label: 'offPlan' },
    ],
  },
  {
    // Asked only for an off-plan purchase (a ready home is always a resale): shown by CSS, so
    // the choice appears with Off-plan before the island is live and without JavaScript too.
    field: 'saleType',
    legend: 'boughtFrom',
    options: [
      { value: 'primary', label: 'fromDeveloper' },
      { value: 'resale', label: 'resale' },
    ],
  },
] as const satisfies readonly {
  field: TrueCostFieldName
  legend: TextKey
  options: readonly { value: string; label: TextKey }[]
}[]

// Wide tracking suits English capitals; Arabic letters join, so the edition drops it.
const labelClasses =
  'text-ink-600 block text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal'

function NumberField({
  idPrefix,
  field,
  label,
  unit,
  value,
  error,
  hint,
  className,
  ...input
}: {
  idPrefix: string
  field: Exclude<TrueCostFieldName, 'residency' | 'order' | 'completion' | 'saleType' | 'dldWaiverPercent'>
  label: string
  unit: string
  value: string
  error?: Message
  hint?: string
  className?: string
} & Pick<ComponentProps<'input'>, 'inputMode'>) {
  const id = fieldId(idPrefix, field)
  return (
    <div className={cn('group', className)}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="border-ink/50 has-[[aria-invalid=true]]:border-danger mt-1 flex items-baseline gap-2 border-b">
        {/* Text, not type=number: '1,500,000' is a price, and a number field would hand over ''.
            Figures read left to right in both editions; in Arabic they sit at the field's start. */}
        <input
          id={id}
          dir="ltr"
          name={TRUE_COST_QUERY_KEYS[field]}
          type="text"
          defaultValue={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          aria-required
          className="text-ink min-h-11 w-full min-w-0 border-0 bg-transparent px-0 py-2.5 text-lg tabular-nums focus:ring-0 focus:outline-none rtl:text-right"
          {...input}
        />
        <span aria-hidden="true" className="shrink-0 text-sm font-semibold text-stone-600">
          {unit}
        </span>
      </div>
      {/* The focus mark, as on the site's other forms: a bar that grows from the start. */}
      <span
        aria-hidden="true"
        className="bg-sand-600 pointer-events-none relative -mt-0.5 block h-0.5 origin-left scale-x-0 transition-transform duration-300 group-focus-within:scale-x-100 motion-reduce:transition-none rtl:origin-right"
      />
      {/* Not an alert: the results card reports the messages politely as the visitor types. */}
      <FieldMessage id={id} error={error} hint={hint} alert={false} />
    </div>
  )
}

/** Real radios (arrow keys, form data, no JavaScript needed), drawn as one segmented pill. */
function Segmented({
  idPrefix,
  group,
  value,
  error,
  t,
}: {
  idPrefix: string
  group: (typeof RADIO_GROUPS)[number]
  value: string
  error?: Message
  t: BuyerToolsTexts
}) {
  const id = fieldId(idPrefix, group.field)
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={`true-cost-${group.field}`}
      className={cn(
        'min-w-0',
        group.field === 'saleType' &&
          'hidden [form:has(input[value=off-plan]:checked)_&]:block',
      )}
    >
      <legend className={labelClasses}>{t(group.legend)}</legend>
      <div className="ring-ink/[0.06] mt-3 grid grid-cols-2 gap-1 rounded-full bg-stone-100 p-1 ring-1">
        {group.options.map((option) => (
          <label key={option.value} className="relative block">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={TRUE_COST_QUERY_KEYS[group.field]}
              value={option.value}
              defaultChecked={value === option.value}
              // Over the whole pill and invisible: a tap anywhere on it is a tap on the radio.
              className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span className="text-ink/75 peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-sand-500 peer-not-checked:peer-hover:text-ink flex min-h-11 items-center justify-center rounded-full px-3 text-center text-sm font-semibold transition-colors duration-200 peer-not-checked:peer-hover:bg-white/70 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 motion-reduce:transition-none">
              {t(option.label)}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} alert={false} />
    </fieldset>
  )
}

export interface TrueCostFormProps {
  idPrefix: string
  values: TrueCostFormValues
  errors: TrueCostErrors
  hints?: Partial<Record<TrueCostFieldName, string>>
  /** Where the form goes without JavaScript: the calculator page, which renders the result. */
  action: string
  formRef?: Ref<HTMLFormElement>
  onChange?: FormEventHandler<HTMLFormElement>
  onSubmit?: FormEventHandler<HTMLFormElement>
  onFocus?: FocusEventHandler<HTMLFormElement>
  /** Set once the island is live (browser tests wait for it). */
  hydrated?: boolean
  className?: string
}

export function TrueCostForm({
  idPrefix,
  values,
  errors,
  hints = {},
  action,
  formRef,
  onChange,
  onSubmit,
  onFocus,
  hydrated,
  className,
}: TrueCostFormProps) {
  const t = useTranslations('BuyerTools')
  const number = (field: Parameters<typeof NumberField>[0]['field']) => ({
    idPrefix,
    field,
    value: values[field],
    error: errors[field],
    hint: hints[field],
  })
  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      // The island shows its own messages as the visitor types; the browser's would talk over them.
      noValidate
      onChange={onChange}
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-label={t('formLabel')}
      data-hydrated={hydrated ? 'true' : undefined}
      data-testid="true-cost-form"
      // Laid out by its own width, not the screen's: it sits in a narrow column on a listing.
      className={cn('@container space-y-8', className)}
    >
      <div className="grid gap-x-8 gap-y-4 @sm:grid-cols-2">
        <NumberField
          {...number('price')}
          label={t('price')}
          unit={t('unitAed')}
          inputMode="decimal"
          className="@sm:col-span-2"
        />
        <NumberField
          {...number('downPayment')}
          label={t('downPayment')}
          unit={t('unitAed')}
          inputMode="decimal"
          className="@sm:col-span-2"
        />
        <NumberField
          {...number('interestRate')}
          label={t('interestRate')}
          unit={t('unitRate')}
          inputMode="decimal"
        />
        <NumberField
          {...number('termYears')}
          label={t('term')}
          unit={t('unitYears')}
          inputMode="numeric"
        />
        <NumberField
          {...number('age')}
          label={t('age')}
          unit={t('unitYears')}
          inputMode="numeric"
        />
      </div>
      <div className="grid gap-x-8 gap-y-4 @lg:grid-cols-2">
        {RADIO_GROUPS.map((group) => (
          <Segmented
            key={group.field}
            idPrefix={idPrefix}
            group={group}
            value={values[group.field]}
            error={errors[group.field]}
            t={t}
          />
        ))}
      </div>
      {/* A listing's project may have its developer pay part of the DLD fee: carried with the
          form (to the calculator page too), shown as its own line in the figures. */}
      <input
        type="hidden"
        name={TRUE_COST_QUERY_KEYS.dldWaiverPercent}
        defaultValue={values.dldWaiverPercent}
      />
      <Button type="submit" className="w-full px-10 @sm:w-auto">
        {t('calculate')}
      </Button>
    </form>
  )
}
