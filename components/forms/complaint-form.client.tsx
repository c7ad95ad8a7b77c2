'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useId } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { type Locale, locales } from '@/lib/i18n/locales'
import type { complaintFormSchema, ComplaintFormValues } from '@/lib/validation/complaint'
import { ComplaintFormView, type ComplaintField } from './complaint-form-view'
import { lazyResolver } from './lazy-resolver'
import { leadEndpoint } from './lead-endpoint'
import { type LeadAnswer, type SubmitMeta, useLeadSubmit } from './use-lead-submit'
import { useValidationText } from './validation-text'

type Complaint = ReturnType<typeof complaintFormSchema.parse>

/** One per edition: the phone rule is the edition's (lib/validation/phone-rule.ts), as the API's. */
const resolvers = Object.fromEntries(
  locales.map((locale) => [
    locale,
    lazyResolver<ComplaintFormValues, Complaint>(() =>
      import('@/lib/validation/form-resolvers').then((m) => m.complaintResolverFor(locale)),
    ),
  ]),
) as Record<Locale, Resolver<ComplaintFormValues, unknown, Complaint>>

const EMPTY: ComplaintFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  propertyReference: '',
  message: '',
}

const COMPLAINT_SUCCESS = 'success.complaintSubmitted'

export type ComplaintFormProps = { className?: string }

/**
 * The /complaint form: the enquiry's fields and rules plus an optional property reference.
 * No defaultValues, so text typed before hydration stays (see enquiry-form.client.tsx).
 */
export function ComplaintForm({ className }: ComplaintFormProps) {
  const locale = useLocale()
  const t = useTranslations('Forms')
  const text = useValidationText()
  const uid = useId()
  const form = useForm<ComplaintFormValues, unknown, Complaint>({
    resolver: resolvers[locale],
    mode: 'onTouched',
  })

  const send = useCallback(
    (values: Complaint, meta: SubmitMeta) =>
      fetch(leadEndpoint('/api/v1/complaints', locale), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...meta.headers },
        body: JSON.stringify({ ...values, ...meta.fields }),
      }),
    [locale],
  )
  // The reference the visitor quotes if they escalate, from the stored row
  // (docs/requirements.md §10).
  const successText = useCallback(
    (answer: LeadAnswer) =>
      answer.data?.reference
        ? t('complaintReference', { reference: answer.data.reference })
        : text(COMPLAINT_SUCCESS),
    [t, text],
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
    <ComplaintFormView
      idPrefix={uid}
      bind={(name: ComplaintField) => form.register(name)}
      errors={{
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        email: errors.email?.message,
        phone: errors.phone?.message,
        propertyReference: errors.propertyReference?.message,
        message: errors.message?.message,
      }}
      submitting={submitting}
      formProps={formProps}
      honeypotRef={honeypotRef}
      className={className}
    />
  )
}
