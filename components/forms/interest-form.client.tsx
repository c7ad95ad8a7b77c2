'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { type Locale, locales } from '@/lib/i18n/locales'
import type { interestFormSchema, InterestFormValues } from '@/lib/validation/interest'
import { InterestFormView, type InterestField, type UnitChoice } from './interest-form-view'
import { InterestSuccess } from './interest-success'
import { lazyResolver } from './lazy-resolver'
import { leadEndpoint } from './lead-endpoint'
import { type LeadAnswer, type SubmitMeta, useLeadSubmit } from './use-lead-submit'

type Interest = ReturnType<typeof interestFormSchema.parse>

/** One per edition: the phone rule reads a number without +code in the page's country. */
const resolvers = Object.fromEntries(
  locales.map((locale) => [
    locale,
    lazyResolver<InterestFormValues, Interest>(() =>
      import('@/lib/validation/form-resolvers').then((m) => m.interestResolverFor(locale)),
    ),
  ]),
) as Record<Locale, Resolver<InterestFormValues, unknown, Interest>>

function sameSitePath(url: string): string {
  const { pathname, search } = new URL(url, window.location.href)
  return pathname + search
}

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
  const t = useTranslations('Forms')
  const uid = useId()
  const form = useForm<InterestFormValues, unknown, Interest>({
    resolver: resolvers[locale],
    mode: 'onTouched',
  })

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
    (answer: LeadAnswer) =>
      answer.data?.brochure
        ? t('brochureSent', { project: projectName })
        : t('consultantCalls', { project: projectName }),
    [t, projectName],
  )
  // The stored lead's brochure link, once the server gives one: the form shows it instead.
  const [brochureHref, setBrochureHref] = useState<string | null>(null)
  const onSuccess = useCallback((answer: LeadAnswer) => {
    const url = answer.data?.brochureUrl
    // Kept on this site's address, whatever SITE_URL the server was given.
    if (url) setBrochureHref(sameSitePath(url))
  }, [])
  const { formProps, submitting, honeypotRef } = useLeadSubmit({
    form,
    empty: EMPTY,
    fingerprint: JSON.stringify,
    send,
    successMessage: successText,
    onSuccess,
  })
  const successHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (brochureHref) successHeading.current?.focus()
  }, [brochureHref])

  if (brochureHref) {
    return (
      <InterestSuccess
        projectName={projectName}
        brochureHref={brochureHref}
        onAgain={() => setBrochureHref(null)}
        headingRef={successHeading}
        className={className}
      />
    )
  }

  const { errors } = form.formState
  return (
    <InterestFormView
      projectName={projectName}
      unitChoices={unitChoices}
      hasBrochure={hasBrochure}
      idPrefix={uid}
      bind={(name: InterestField) => form.register(name)}
      errors={{
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        email: errors.email?.message,
        phone: errors.phone?.message,
        unitType: errors.unitType?.message,
        message: errors.message?.message,
      }}
      submitting={submitting}
      formProps={formProps}
      honeypotRef={honeypotRef}
      className={className}
    />
  )
}
