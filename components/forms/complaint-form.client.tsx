'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { cn } from '@/lib/cn'
import { complaintFormSchema, type ComplaintFormValues } from '@/lib/validation/complaint'
import { Honeypot, SubmitRow, TextAreaField, TextField } from './fields'
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

/** The /complaint form: the enquiry's fields and rules plus an optional property reference. */
export function ComplaintForm({ className }: { className?: string }) {
  const uid = useId()
  const form = useForm<ComplaintFormValues, unknown, Complaint>({
    resolver: zodResolver(complaintFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { formProps, submitting, ready, honeypotRef } = useLeadSubmit({
    form,
    empty: EMPTY,
    fingerprint: JSON.stringify,
    send,
    successMessage: successText,
  })

  const { errors } = form.formState
  const id = (name: string) => `${uid}-${name}`

  return (
    <form {...formProps} aria-label="Leave A Complaint" className={cn('relative', className)}>
      {/* Read-only while sending: nothing typed during the wait is overwritten by a restore. */}
      <fieldset disabled={submitting} className="m-0 min-w-0 border-0 p-0">
        <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          <TextField
            id={id('firstName')}
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            id={id('lastName')}
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <TextField
            id={id('email')}
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id={id('phone')}
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="e.g. 050 123 4567"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            id={id('propertyReference')}
            label="Property reference"
            optional
            maxLength={50}
            autoComplete="off"
            hint="If your complaint concerns a listing, e.g. CK-S-10234"
            className="md:col-span-2"
            error={errors.propertyReference?.message}
            {...form.register('propertyReference')}
          />
          <TextAreaField
            id={id('message')}
            label="Your complaint"
            rows={6}
            className="md:col-span-2"
            error={errors.message?.message}
            {...form.register('message')}
          />
        </div>
      </fieldset>
      <Honeypot inputRef={honeypotRef} />
      <SubmitRow
        submitting={submitting}
        ready={ready}
        note="We acknowledge every complaint within 2 working days and reply in writing."
      />
    </form>
  )
}
