import { useLocale, useTranslations } from 'next-intl'
import { cn } from '@/lib/cn'
import { Honeypot, SubmitRow, TextAreaField, TextField } from './fields'
import type { FormViewProps } from './form-view'
import { enquiryPhoneHint, personFields } from './person-fields'

export type ComplaintField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'propertyReference' | 'message'

/** The complaint form's markup (see form-view.ts). */
export function ComplaintFormView({
  idPrefix,
  bind,
  errors,
  submitting,
  formProps,
  honeypotRef,
  className,
}: FormViewProps<ComplaintField>) {
  const t = useTranslations('Forms')
  const locale = useLocale()
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form {...formProps} aria-label={t('complaintForm')} className={cn('relative', className)}>
      {/* Read-only while sending: nothing typed during the wait is overwritten by a restore. */}
      <fieldset disabled={submitting} className="m-0 min-w-0 border-0 p-0">
        <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          {personFields({ id, bind, errors, t, phoneHint: enquiryPhoneHint(t, locale) })}
          {/* A reference such as CK-S-10234 reads left to right in either edition. */}
          <TextField
            id={id('propertyReference')}
            label={t('propertyReference')}
            optional={t('optional')}
            maxLength={50}
            autoComplete="off"
            dir="ltr"
            hint={t('propertyReferenceHint')}
            className="md:col-span-2"
            error={errors.propertyReference}
            {...bind('propertyReference')}
          />
          <TextAreaField
            id={id('message')}
            label={t('complaint')}
            rows={6}
            dir="auto"
            className="md:col-span-2"
            error={errors.message}
            {...bind('message')}
          />
        </div>
      </fieldset>
      <Honeypot inputRef={honeypotRef} />
      <SubmitRow
        submitting={submitting}
        label={t('submit')}
        busyLabel={t('submitting')}
        note={t('complaintNote')}
      />
    </form>
  )
}
