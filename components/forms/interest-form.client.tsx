'use client'

import { useCallback, useId } from 'react'
import { useForm } from 'react-hook-form'
import { useLocale } from '@/components/i18n/locale-context.client'
import type { interestFormSchema, InterestFormValues } from '@/lib/validation/interest'
import { translateErrors } from '@/lib/validation/messages'
import { InterestFormView, type InterestField, type UnitChoice } from './interest-form-view'
import { lazyResolver } from './lazy-resolver'
import { leadEndpoint } from './lead-endpoint'
import { formMessages } from './messages'
import { type LeadAnswer, type SubmitMeta, useLeadSubmit } from './use-lead-submit'

type Interest = ReturnType<typeof interestFormSchema.parse>

const resolver = lazyResolver<InterestFormValues, Interest>(() =>
  import('@/lib/validation/form-resolvers').then((m) => m.interestResolver),
)

const EMPTY: InterestFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  unitType: '',
  message: '',
}

export interface InterestFormProps {
  /** The project's slug: the form posts to /api/v1/projects/{slug}/interest. */
  slug: string
  projectName: string
  unitChoices: UnitChoice[]
  hasBrochure: boolean
  className?: string
}

/**
 * Register interest in an off-plan project: the enquiry's contact fields, the unit type and a
 * note. The toast says whether a brochure is on its way, as the server answered. No
 * defaultValues, so text typed before hydration stays (see enquiry-form.client.tsx).
 */
export function InterestForm({
  slug,
  projectName,
  unitChoices,
  hasBrochure,
  className,
}: InterestFormProps) {
  const locale = useLocale()
  const uid = useId()
  const form = useForm<InterestFormValues, unknown, Interest>({ resolver, mode: 'onTouched' })

  const send = useCallback(
    (values: Interest, meta: SubmitMeta) =>
      fetch(leadEndpoint(`/api/v1/projects/${encodeURIComponent(slug)}/interest`, locale), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...meta.headers },
        body: JSON.stringify({ ...values, ...meta.fields }),
      }),
    [slug, locale],
  )
  const successText = useCallback(
    (answer: LeadAnswer) => {
      const t = formMessages[locale]
      return answer.data?.brochure ? t.brochureSent(projectName) : t.consultantCalls(projectName)
    },
    [locale, projectName],
  )
  const { formProps, submitting, honeypotRef } = useLeadSubmit({
    form,
    empty: EMPTY,
    fingerprint: JSON.stringify,
    send,
    successMessage: successText,
  })

  const { errors } = form.formState
  return (
    <InterestFormView
      locale={locale}
      projectName={projectName}
      unitChoices={unitChoices}
      hasBrochure={hasBrochure}
      idPrefix={uid}
      bind={(name: InterestField) => form.register(name)}
      errors={translateErrors(locale, {
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        email: errors.email?.message,
        phone: errors.phone?.message,
        unitType: errors.unitType?.message,
        message: errors.message?.message,
      })}
      submitting={submitting}
      formProps={formProps}
      honeypotRef={honeypotRef}
      className={className}
    />
  )
}
