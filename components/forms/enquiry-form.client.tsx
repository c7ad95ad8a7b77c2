'use client'

import { useCallback, useId, useMemo } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useLocale } from 'next-intl'
import { type Locale, locales } from '@/lib/i18n/locales'
import type { enquiryFormSchema, EnquiryFormValues } from '@/lib/validation/enquiry'
import { EnquiryFormView, type EnquiryField } from './enquiry-form-view'
import { lazyResolver } from './lazy-resolver'
import { leadEndpoint } from './lead-endpoint'
import { type SubmitMeta, useLeadSubmit } from './use-lead-submit'
import { useValidationText } from './validation-text'

type Enquiry = ReturnType<typeof enquiryFormSchema.parse>

/** One per edition: the phone rule is the edition's (lib/validation/phone-rule.ts), as the API's. */
const resolvers = Object.fromEntries(
  locales.map((locale) => [
    locale,
    lazyResolver<EnquiryFormValues, Enquiry>(() =>
      import('@/lib/validation/form-resolvers').then((m) => m.enquiryResolverFor(locale)),
    ),
  ]),
) as Record<Locale, Resolver<EnquiryFormValues, unknown, Enquiry>>

/** 'Contact created successfully' (docs/requirements.md §8), in the page's edition. */
export const ENQUIRY_SUCCESS = 'success.contactCreated'

export interface EnquiryFormProps {
  title?: string
  /** The id of a heading outside the form that names it, when the form has no title of its own. */
  labelledBy?: string
  defaultMessage?: string
  /** Where the enquiry came from (a property page, a path); the current path when absent. */
  page?: string
  /** The listing's public id, on its page: the enquiry is then assigned to its broker. */
  property?: string
  className?: string
}

/**
 * The enquiry form of the home page, property detail and /contact (docs/requirements.md
 * §4, §5, §8). No defaultValues: react-hook-form then reads each field from the page as it
 * registers it, so whatever a visitor typed before the form was hydrated stays (defaults would
 * overwrite it).
 */
export function EnquiryForm({ title, labelledBy, defaultMessage, page, property, className }: EnquiryFormProps) {
  const locale = useLocale()
  const text = useValidationText()
  const uid = useId()
  const empty = useMemo<EnquiryFormValues>(
    () => ({ firstName: '', lastName: '', email: '', phone: '', message: defaultMessage ?? '' }),
    [defaultMessage],
  )
  const form = useForm<EnquiryFormValues, unknown, Enquiry>({
    resolver: resolvers[locale],
    mode: 'onTouched',
  })

  const send = useCallback(
    (values: Enquiry, meta: SubmitMeta) =>
      fetch(leadEndpoint('/api/v1/contacts', locale), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...meta.headers },
        body: JSON.stringify({
          ...values,
          page: page ?? window.location.pathname,
          property,
          ...meta.fields,
        }),
      }),
    [page, property, locale],
  )
  const successText = useCallback(() => text(ENQUIRY_SUCCESS), [text])
  const { formProps, submitting, honeypotRef } = useLeadSubmit({
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
      labelledBy={labelledBy}
      idPrefix={uid}
      bind={(name: EnquiryField) => ({
        ...form.register(name),
        defaultValue: name === 'message' ? defaultMessage : undefined,
      })}
      errors={{
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        email: errors.email?.message,
        phone: errors.phone?.message,
        message: errors.message?.message,
      }}
      submitting={submitting}
      formProps={formProps}
      honeypotRef={honeypotRef}
      className={className}
    />
  )
}
