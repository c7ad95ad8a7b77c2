'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { complaintFormSchema, type ComplaintFormValues } from '@/lib/validation/complaint'
import { ComplaintFormView, type ComplaintField } from './complaint-form-view'
import { type FormSnapshot, useSnapshotRestore } from './form-snapshot'
import { type LeadAnswer, type SubmitMeta, useLeadSubmit } from './use-lead-submit'

type Complaint = ReturnType<typeof complaintFormSchema.parse>

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
 * The /complaint form, once its script has loaded (form-island.client.tsx): the enquiry's
 * fields and rules plus an optional property reference. `snapshot` is what was typed before.
 */
export function ComplaintForm({ className, snapshot }: ComplaintFormProps & { snapshot?: FormSnapshot }) {
  const uid = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<ComplaintFormValues, unknown, Complaint>({
    resolver: zodResolver(complaintFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  useSnapshotRestore(form, formRef, snapshot)
  const { formProps, submitting, ready, honeypotRef } = useLeadSubmit({
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
      ready={ready}
      formProps={{ ...formProps, ref: formRef }}
      honeypotRef={honeypotRef}
      className={className}
    />
  )
}
