'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { cn } from '@/lib/cn'
import { applicationFormSchema, type ApplicationFormValues } from '@/lib/validation/application'
import { Honeypot, SubmitRow, TextField } from './fields'
import { ResumeField } from './resume-field'
import { type SubmitMeta, useLeadSubmit } from './use-lead-submit'

type Application = ReturnType<typeof applicationFormSchema.parse>

export const APPLICATION_SUCCESS = 'Application sent successfully'

// SPEC section 3: the application starts empty, resume null.
const EMPTY: ApplicationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  designation: '',
  resume: null,
}

function send({ resume, ...fields }: Application, meta: SubmitMeta) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  if (resume) body.append('resume', resume, resume.name)
  for (const [key, value] of Object.entries(meta.fields)) body.append(key, value)
  return fetch('/api/v1/careers', { method: 'POST', body, headers: meta.headers })
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
  const uid = useId()
  const form = useForm<ApplicationFormValues, unknown, Application>({
    resolver: zodResolver(applicationFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { formProps, submitting, honeypotRef } = useLeadSubmit({
    form,
    empty: EMPTY,
    fingerprint,
    send,
    successMessage: () => APPLICATION_SUCCESS,
    onSuccess: onSubmitted,
  })

  const { errors } = form.formState
  const id = (name: string) => `${uid}-${name}`

  return (
    <form {...formProps} aria-label="Job application" className={cn('relative', className)}>
      {/* Read-only while sending: nothing typed during the wait is overwritten by a restore. */}
      <fieldset disabled={submitting} className="m-0 min-w-0 border-0 p-0">
        <div className="grid gap-x-8 gap-y-4 md:grid-cols-2">
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
            inputMode="numeric"
            autoComplete="tel-national"
            hint="10 digits, e.g. 0501234567"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            id={id('designation')}
            label="Role you are applying for"
            autoComplete="organization-title"
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
        note="Your CV is seen only by our recruitment team."
      />
    </form>
  )
}
