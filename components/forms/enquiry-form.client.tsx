'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import Link from 'next/link'
import { cn } from '@/lib/cn'
import { enquiryFormSchema, type EnquiryFormValues } from '@/lib/validation/enquiry'
import { Honeypot, SubmitRow, TextAreaField, TextField } from './fields'
import { type SubmitMeta, useLeadSubmit } from './use-lead-submit'

type Enquiry = ReturnType<typeof enquiryFormSchema.parse>

export const ENQUIRY_SUCCESS = 'Contact created successfully'

/**
 * The enquiry form of the home page, property detail and /contact (SPEC sections 4, 5, 8).
 * `page` tells the firm where the enquiry came from (a property id, a path).
 */
export function EnquiryForm({
  title,
  defaultMessage,
  page,
  className,
}: {
  title?: string
  defaultMessage?: string
  page?: string
  className?: string
}) {
  const uid = useId()
  const empty = useMemo<EnquiryFormValues>(
    () => ({ firstName: '', lastName: '', email: '', phone: '', message: defaultMessage ?? '' }),
    [defaultMessage],
  )
  const form = useForm<EnquiryFormValues, unknown, Enquiry>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  })

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
  const id = (name: string) => `${uid}-${name}`
  const titleId = title ? id('title') : undefined

  return (
    <form {...formProps} aria-labelledby={titleId} className={cn('relative', className)}>
      {title && (
        <h2 id={titleId} className="font-display text-ink mb-10 text-3xl leading-tight md:text-4xl">
          {title}
        </h2>
      )}
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
          <TextAreaField
            id={id('message')}
            label="Message"
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
        note={
          <>
            We reply within one working day. Your details are handled as our{' '}
            <Link
              href="/privacy-policy"
              className="decoration-ink/30 hover:text-ink underline underline-offset-4"
            >
              Privacy Policy
            </Link>{' '}
            describes.
          </>
        }
      />
    </form>
  )
}

function successText() {
  return ENQUIRY_SUCCESS
}
