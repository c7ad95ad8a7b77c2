import { useLocale, useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import { cn } from '@/lib/cn'
import { Honeypot, SubmitRow, TextAreaField } from './fields'
import type { FormViewProps } from './form-view'
import { enquiryPhoneHint, personFields } from './person-fields'

export type EnquiryField = 'firstName' | 'lastName' | 'email' | 'phone' | 'message'

/** The enquiry form's markup (see form-view.ts). */
export function EnquiryFormView({
  title,
  labelledBy,
  idPrefix,
  bind,
  errors,
  submitting,
  formProps,
  honeypotRef,
  className,
}: FormViewProps<EnquiryField> & { title?: string; labelledBy?: string }) {
  const t = useTranslations('Forms')
  const locale = useLocale()
  const id = (name: string) => `${idPrefix}-${name}`
  const titleId = title ? id('title') : labelledBy
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
          {personFields({ id, bind, errors, t, phoneHint: enquiryPhoneHint(t, locale) })}
          <TextAreaField
            id={id('message')}
            label={t('message')}
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
        note={
          <>
            {t('privacyBefore')}{' '}
            <Link
              href="/privacy-policy"
              className="decoration-ink/30 hover:text-ink underline underline-offset-4"
            >
              {t('privacyLink')}
            </Link>
            {t('privacyAfter')}
          </>
        }
      />
    </form>
  )
}
