'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useCallback, useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useLocale } from '@/components/i18n/locale-context.client'
import { cn } from '@/lib/cn'
import { applicationFormSchema, type ApplicationFormValues } from '@/lib/validation/application'
import { translateErrors, translateMessage } from '@/lib/validation/messages'
import { Honeypot, SubmitRow, TextField } from './fields'
import { leadEndpoint } from './lead-endpoint'
import { ResumeField } from './resume-field'
import { type SubmitMeta, useLeadSubmit } from './use-lead-submit'

type Application = ReturnType<typeof applicationFormSchema.parse>

export const APPLICATION_SUCCESS = 'Application sent successfully'

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
  const uid = useId()
  const form = useForm<ApplicationFormValues, unknown, Application>({
    resolver: zodResolver(applicationFormSchema),
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
  const successText = useCallback(() => translateMessage(locale, APPLICATION_SUCCESS), [locale])
  const { formProps, submitting, honeypotRef } = useLeadSubmit({
    form,
    empty: EMPTY,
    fingerprint,
    send,
    successMessage: successText,
    onSuccess: onSubmitted,
  })

  const errors = translateErrors(locale, {
    firstName: form.formState.errors.firstName?.message,
    lastName: form.formState.errors.lastName?.message,
    email: form.formState.errors.email?.message,
    phone: form.formState.errors.phone?.message,
    designation: form.formState.errors.designation?.message,
  })
  const id = (name: string) => `${uid}-${name}`

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
            error={errors.firstName}
            {...form.register('firstName')}
          />
          <TextField
            id={id('lastName')}
            label={t('lastName')}
            autoComplete="family-name"
            dir="auto"
            error={errors.lastName}
            {...form.register('lastName')}
          />
          <TextField
            id={id('email')}
            label={t('email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            error={errors.email}
            {...form.register('email')}
          />
          <TextField
            id={id('phone')}
            label={t('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            hint={t('applicationPhoneHint')}
            error={errors.phone}
            {...form.register('phone')}
          />
          <TextField
            id={id('designation')}
            label={t('designation')}
            autoComplete="organization-title"
            dir="auto"
            className="md:col-span-2"
            error={errors.designation}
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
                  error={
                    fieldState.error?.message && translateMessage(locale, fieldState.error.message)
                  }
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
