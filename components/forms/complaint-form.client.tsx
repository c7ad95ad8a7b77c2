'use client'

import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { complaintFormSchema, ComplaintFormValues } from '@/lib/validation/complaint'
import { ComplaintFormView, type ComplaintField } from './complaint-form-view'
import { lazyResolver } from './lazy-resolver'
import { type LeadAnswer, type SubmitMeta, useLeadSubmit } from './use-lead-submit'

type Complaint = ReturnType<typeof complaintFormSchema.parse>

const resolver = lazyResolver<ComplaintFormValues, Complaint>(() =>
  import('@/lib/validation/form-resolvers').then((m) => m.complaintResolver),
)

const EMPTY: ComplaintFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  propertyReference: '',
  message: '',
}

/** The reference the visitor quotes if they escalate, from the stored row (DESIGN section 4). */
function successText(answer: LeadAnswer) {
  const base = 'Complaint submitted successfully'
  return answer.data?.reference ? `${base}. Reference: ${answer.data.reference}` : base
}

function send(values: Complaint, meta: SubmitMeta) {
  return fetch('/api/v1/complaints', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...meta.headers },
    body: JSON.stringify({ ...values, ...meta.fields }),
  })
}

export type ComplaintFormProps = { className?: string }

/**
 * The /complaint form: the enquiry's fields and rules plus an optional property reference.
 * No defaultValues, so text typed before hydration stays (see enquiry-form.client.tsx).
 */
export function ComplaintForm({ className }: ComplaintFormProps) {
  const uid = useId()
  const form = useForm<ComplaintFormValues, unknown, Complaint>({
    resolver,
    mode: 'onTouched',
  })
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
