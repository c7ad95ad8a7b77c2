import { cn } from '@/lib/cn'
import { Honeypot, SubmitRow, TextAreaField, TextField } from './fields'
import type { FormViewProps } from './form-view'
import { personFields } from './person-fields'

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
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form {...formProps} aria-label="Leave A Complaint" className={cn('relative', className)}>
      {/* Read-only while sending: nothing typed during the wait is overwritten by a restore. */}
      <fieldset disabled={submitting} className="m-0 min-w-0 border-0 p-0">
        <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          {personFields({ id, bind, errors })}
          <TextField
            id={id('propertyReference')}
            label="Property reference"
            optional
            maxLength={50}
            autoComplete="off"
            hint="If your complaint concerns a listing, e.g. CK-S-10234"
            className="md:col-span-2"
            error={errors.propertyReference}
            {...bind('propertyReference')}
          />
          <TextAreaField
            id={id('message')}
            label="Your complaint"
            rows={6}
            className="md:col-span-2"
            error={errors.message}
            {...bind('message')}
          />
        </div>
      </fieldset>
      <Honeypot inputRef={honeypotRef} />
      <SubmitRow
        submitting={submitting}
        note="We acknowledge every complaint within 2 working days and reply in writing."
      />
    </form>
  )
}
