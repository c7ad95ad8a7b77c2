'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useId, useMemo, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { enquiryFormSchema, type EnquiryFormValues } from '@/lib/validation/enquiry'
import { EnquiryFormView, type EnquiryField } from './enquiry-form-view'
import { type FormSnapshot, useSnapshotRestore } from './form-snapshot'
import { type SubmitMeta, useLeadSubmit } from './use-lead-submit'

type Enquiry = ReturnType<typeof enquiryFormSchema.parse>

export const ENQUIRY_SUCCESS = 'Contact created successfully'

export interface EnquiryFormProps {
  title?: string
  defaultMessage?: string
  /** Where the enquiry came from (a property page, a path); the current path when absent. */
  page?: string
  className?: string
}

/**
 * The enquiry form of the home page, property detail and /contact (SPEC sections 4, 5, 8),
 * once its script has loaded (form-island.client.tsx); `snapshot` is what was typed before.
 */
export function EnquiryForm({
  title,
  defaultMessage,
  page,
  className,
  snapshot,
}: EnquiryFormProps & { snapshot?: FormSnapshot }) {
  const uid = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const empty = useMemo<EnquiryFormValues>(
    () => ({ firstName: '', lastName: '', email: '', phone: '', message: defaultMessage ?? '' }),
    [defaultMessage],
  )
  const form = useForm<EnquiryFormValues, unknown, Enquiry>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  })
  useSnapshotRestore(form, formRef, snapshot)

  const send = useCallback(
    (values: Enquiry, meta: SubmitMeta) =>
      fetch('/api/v1/contacts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...meta.headers },
        body: JSON.stringify({ ...values, page: page ?? window.location.pathname, ...meta.fields }),
      }),
    [page],
  )
  const { formProps, submitting, ready, honeypotRef } = useLeadSubmit({
    form,
    empty,
    fingerprint: JSON.stringify,
    send,
    successMessage: successText,
  })

  const { errors } = form.formState
  return (
    <EnquiryFormView
      title={title}
      idPrefix={uid}
      bind={(name: EnquiryField) => form.register(name)}
      errors={{
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        email: errors.email?.message,
        phone: errors.phone?.message,
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

function successText() {
  return ENQUIRY_SUCCESS
}
