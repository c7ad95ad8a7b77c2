'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useId } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/i18n/locales'
import {
  type applicationFormSchema,
  applicationFormSchemaFor,
  type ApplicationFormValues,
} from '@/lib/validation/application'
import { phoneRuleOf } from '@/lib/validation/phone-rule'
import { Honeypot, SubmitRow, TextField } from './fields'
import { leadEndpoint } from './lead-endpoint'
import { ltr } from './person-fields'
import { ResumeField } from './resume-field'
import { type SubmitMeta, useLeadSubmit } from './use-lead-submit'
import { useValidationText } from './validation-text'

type Application = ReturnType<typeof applicationFormSchema.parse>

/** 'Application sent successfully' (docs/requirements.md §8), in the page's edition. */
export const APPLICATION_SUCCESS = 'success.applicationSent'

/** One per edition, made when first used: the phone rule is the edition's, as the API's. */
const resolvers = new Map<Locale, Resolver<ApplicationFormValues, unknown, Application>>()
function resolverFor(locale: Locale) {
  let resolver = resolvers.get(locale)
  if (!resolver) {
    resolver = zodResolver(applicationFormSchemaFor(locale))
    resolvers.set(locale, resolver)
  }
  return resolver
}

// docs/requirements.md §3: the application starts empty, resume null.
const EMPTY: ApplicationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  designation: '',
  resume: null,
}

function formData({ resume, ...fields }: Application, meta: SubmitMeta) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  if (resume) body.append('resume', resume, resume.name)
  for (const [key, value] of Object.entries(meta.fields)) body.append(key, value)
  return body
}

function fingerprint({ resume, ...fields }: Application) {
  return JSON.stringify({
    ...fields,
    resume: resume && [resume.name, resume.size, resume.lastModified],
  })
}

/** The careers modal's application form: multipart to /api/v1/careers with one resume. */
export function ApplicationForm({
  onSubmitted,
  className,
}: {
  onSubmitted?: () => void
  className?: string
}) {
  const locale = useLocale()
  const t = useTranslations('Forms')
  const text = useValidationText()
  const uid = useId()
  const form = useForm<ApplicationFormValues, unknown, Application>({
    resolver: resolverFor(locale),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const send = useCallback(
    (values: Application, meta: SubmitMeta) =>
      fetch(leadEndpoint('/api/v1/careers', locale), {
        method: 'POST',
        body: formData(values, meta),
        headers: meta.headers,
      }),
    [locale],
  )
  const successText = useCallback(() => text(APPLICATION_SUCCESS), [text])
  const { formProps, submitting, honeypotRef } = useLeadSubmit({
    form,
    empty: EMPTY,
    fingerprint,
    send,
    successMessage: successText,
    onSuccess: onSubmitted,
  })

  const { errors } = form.formState
  const id = (name: string) => `${uid}-${name}`
  // §5's exactly 10 digits, or any number where the edition takes one (phone-rule.ts).
  const anyPhone = phoneRuleOf[locale] === 'international'

  return (
    <form {...formProps} aria-label={t('applicationForm')} className={cn('relative', className)}>
      {/* Read-only while sending: nothing typed during the wait is overwritten by a restore. */}
      <fieldset disabled={submitting} className="m-0 min-w-0 border-0 p-0">
        <div className="grid gap-x-8 gap-y-4 md:grid-cols-2">
          <TextField
            id={id('firstName')}
            label={t('firstName')}
            autoComplete="given-name"
            dir="auto"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            id={id('lastName')}
            label={t('lastName')}
            autoComplete="family-name"
            dir="auto"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <TextField
            id={id('email')}
            label={t('email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id={id('phone')}
            label={t('phone')}
            type="tel"
            inputMode="tel"
            autoComplete={anyPhone ? 'tel' : 'tel-national'}
            dir="ltr"
            hint={anyPhone ? t.rich('interestPhoneHint', { ltr }) : t('applicationPhoneHint')}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            id={id('designation')}
            label={t('designation')}
            autoComplete="organization-title"
            dir="auto"
            className="md:col-span-2"
            error={errors.designation?.message}
            {...form.register('designation')}
          />
          <div className="md:col-span-2">
            <Controller
              control={form.control}
              name="resume"
              render={({ field, fieldState }) => (
                <ResumeField
                  id={id('resume')}
                  file={field.value ?? null}
                  error={fieldState.error?.message}
                  inputRef={field.ref}
                  onChoose={(file) =>
                    form.setValue('resume', file, {
                      shouldValidate: true,
                      shouldTouch: true,
                      shouldDirty: true,
                    })
                  }
                  onClear={() =>
                    form.setValue('resume', null, {
                      shouldValidate: true,
                      shouldTouch: true,
                      shouldDirty: true,
                    })
                  }
                />
              )}
            />
          </div>
        </div>
      </fieldset>
      <Honeypot inputRef={honeypotRef} />
      <SubmitRow
        submitting={submitting}
        label={t('submit')}
        busyLabel={t('submitting')}
        note={t('applicationNote')}
      />
    </form>
  )
}
