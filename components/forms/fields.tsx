import type { ComponentProps, ReactNode, Ref } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { Message } from '@/lib/validation/messages'
import { useValidationText } from './validation-text'

/**
 * Form controls shared by the three forms: a visible label above a softly underlined field on
 * ivory, and the error right under it. The error is linked with aria-describedby and marked
 * role=alert, so a screen reader announces it the moment it appears. Errors arrive as messages
 * (a schema's key, or the server's text) and are shown in the page's edition here.
 */

// On an Arabic page every control keeps to the right edge under its label, even one whose text
// runs left to right (an e-mail address, a phone number, a name typed in Latin letters).
const controlClasses =
  'peer block w-full rounded-none border-0 border-b border-ink/50 bg-transparent px-0 py-3 text-base text-ink placeholder:text-stone-500 transition-colors duration-200 focus:border-sand-600 focus:ring-0 focus:outline-none focus-visible:outline-none aria-[invalid=true]:border-danger rtl:text-right'

function FieldShell({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: {
  id: string
  label: string
  error?: Message
  hint?: ReactNode
  optional?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('group relative', className)}>
      <label
        htmlFor={id}
        className="text-ink-600 block text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal"
      >
        {label}
        {optional && (
          <span className="ms-2 font-normal tracking-normal text-stone-600 normal-case">
            {optional}
          </span>
        )}
      </label>
      {children}
      {/* The bar grows from the line's start under the focused field: its only ornament. */}
      <span
        aria-hidden="true"
        className="bg-sand-600 pointer-events-none relative -mt-0.5 block h-0.5 origin-left scale-x-0 transition-transform duration-300 group-focus-within:scale-x-100 motion-reduce:transition-none rtl:origin-right"
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  )
}

/**
 * The line under a field: its error, else its hint. The line keeps its height when empty, so
 * an error appearing on blur never moves the field below — or the button the visitor is
 * pressing — out from under the pointer. `alert={false}` where messages change as the visitor
 * types and something else already reports them politely (the true-cost calculator).
 */
export function FieldMessage({
  id,
  error,
  hint,
  alert = true,
}: {
  id: string
  error?: Message
  hint?: ReactNode
  alert?: boolean
}) {
  const text = useValidationText()
  return (
    <div className="mt-2 min-h-5 text-sm leading-5">
      {error ? (
        <p id={`${id}-error`} role={alert ? 'alert' : undefined} className="text-danger">
          {text(error)}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs leading-5 text-stone-600">
            {hint}
          </p>
        )
      )}
    </div>
  )
}

/** The aria-describedby of a field with a FieldMessage under it. */
export function describedBy(id: string, error?: Message, hint?: ReactNode) {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}

/** What every control tells assistive technology: invalid, described by its message, required. */
function controlAria(id: string, error?: Message, hint?: ReactNode, optional?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    'aria-required': optional ? undefined : true,
  } as const
}

type FieldProps = {
  id: string
  label: string
  error?: Message
  hint?: ReactNode
  /** Set on a field that may be left empty: the words after its label, e.g. '(optional)'. */
  optional?: string
  className?: string
}

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <input
        id={id}
        {...controlAria(id, error, hint, optional)}
        className={controlClasses}
        {...input}
      />
    </FieldShell>
  )
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <textarea
        id={id}
        rows={4}
        {...controlAria(id, error, hint, optional)}
        className={cn(controlClasses, 'min-h-28 resize-y')}
        {...input}
      />
    </FieldShell>
  )
}

export function SelectField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <select
        id={id}
        {...controlAria(id, error, hint, optional)}
        className={cn(
          controlClasses,
          'select-chevron cursor-pointer appearance-none bg-[length:1rem] bg-[right_0.25rem_center] bg-no-repeat pe-8 rtl:bg-[left_0.25rem_center]',
        )}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  )
}

/**
 * The honeypot: a field people never see or reach (off-screen, out of the tab order, hidden
 * from assistive technology, no autofill), which form-filling bots tend to complete. It is put
 * beyond the line's start: past the left edge an RTL page could be scrolled to it.
 */
export function Honeypot({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {/* For the bots that fill it in, never shown to a visitor: not a text of any edition. */}
        {/* eslint-disable-next-line site/no-literal-text */}
        {'Website'}
        <input
          ref={inputRef}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  )
}

/**
 * The submit button (docs/requirements.md §4: disabled and reading 'Submitting...' while sending)
 * and a quiet note. It is a live submit button from the first paint: a press before hydration is
 * queued by React and sent once the form is live (early-submit.ts).
 */
export function SubmitRow({
  submitting,
  note,
  label,
  busyLabel,
}: {
  submitting: boolean
  note?: ReactNode
  /** The button's words when idle ('Submit' on the lead forms). */
  label: string
  /** The button's words while sending ('Submitting...'). */
  busyLabel: string
}) {
  return (
    <div className="mt-8 flex flex-col gap-4 md:flex-row md:items-center md:gap-8">
      <Button type="submit" disabled={submitting} className="w-full px-10 md:w-auto">
        {submitting && (
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 motion-safe:animate-spin"
            fill="none"
          >
            <circle
              cx="12"
              cy="12"
              r="9"
              stroke="currentColor"
              strokeOpacity="0.3"
              strokeWidth="2.5"
            />
            <path
              d="M21 12a9 9 0 0 0-9-9"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        )}
        {submitting ? busyLabel : label}
      </Button>
      {note && <p className="text-xs leading-5 text-stone-600 md:max-w-xs">{note}</p>}
    </div>
  )
}
