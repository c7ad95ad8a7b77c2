'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useHydrated } from '@/components/filters/use-hydrated'
import { Honeypot, TextField } from '@/components/forms/fields'
import { useFormToken } from '@/components/forms/form-token'
import { lazyResolver } from '@/components/forms/lazy-resolver'
import { leadEndpoint } from '@/components/forms/lead-endpoint'
import { GENERIC_ERROR } from '@/components/forms/use-lead-submit'
import { useValidationText } from '@/components/forms/validation-text'
import { Button } from '@/components/ui/button'
import { toastWhenShown } from '@/components/ui/toaster-ready'
import { cn } from '@/lib/cn'
import type { AlertFormValues } from '@/lib/validation/alert'
import type { AlertKind, AlertSearch } from './alert-fields'

type Alert = { email: string; frequency: 'instant' | 'daily' }

/** zod and the schema load on the first validation, not with the page (lazy-resolver.ts). */
const resolver = lazyResolver<AlertFormValues, Alert>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/alert')]).then(
    ([{ zodResolver }, { alertFormSchema }]) => zodResolver(alertFormSchema),
  ),
)

const ENDPOINT = '/api/v1/alerts'
const FREQUENCIES = ['instant', 'daily'] as const

/** What POST /api/v1/alerts answers (docs/api.md). */
interface AlertAnswer {
  message?: string
  errors?: Record<string, string>
}

/**
 * Closes the form's panel and puts focus back on the button that opened it: the sent form's
 * fields were disabled while it went, so focus had already fallen to the page's start.
 */
function closePanel(form: HTMLFormElement | null) {
  const panel = form?.closest<HTMLElement>('[popover]')
  if (!panel) return
  panel.hidePopover()
  const opener = [...document.querySelectorAll<HTMLElement>(`[popovertarget="${panel.id}"]`)].find(
    (button) => !panel.contains(button),
  )
  opener?.focus()
}

/**
 * Tab from the panel's last control goes to its first, and Shift+Tab from the first to the last,
 * as in a modal dialog: the page behind is dimmed, and a keyboard should not wander into it. (A
 * native popover is not modal; Escape still closes it.)
 */
function keepTabInside(panel: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return
  const controls = [...panel.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
    (control) => !control.matches(':disabled, [type="hidden"], [tabindex="-1"]') && control.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls.at(-1)
  // The panel itself has the focus after a click on its text: Shift+Tab would leave from there.
  const atStart = document.activeElement === first || document.activeElement === panel
  const leaving = event.shiftKey ? atStart && last : document.activeElement === last && first
  if (leaving) {
    event.preventDefault()
    leaving.focus()
  }
}

/**
 * The alert form: an e-mail, how often, and the consent line. It is a real form post to the API
 * with the watched search in hidden fields, so before this island has hydrated (or without
 * JavaScript) the browser sends it and the API answers with the "check your inbox" page. Once
 * live, it checks the address here, sends the same fields as JSON, shows the answer as a toast
 * and closes its panel; the server's field errors show under the fields.
 */
export function AlertForm({
  kind,
  search,
  back,
  currency,
  className,
}: {
  kind: AlertKind
  search: AlertSearch
  back: string
  currency: string
  className?: string
}) {
  const locale = useLocale()
  const t = useTranslations('AlertForm')
  const frequencyText = useTranslations('Alerts')
  const text = useValidationText()
  const hydrated = useHydrated()
  const uid = useId()
  const token = useFormToken()
  const formRef = useRef<HTMLFormElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const [submitting, setSubmitting] = useState(false)
  // No defaultValues: react-hook-form reads each field from the page as it registers it, so an
  // address typed (or a frequency chosen) before hydration stays.
  const form = useForm<AlertFormValues, unknown, Alert>({ resolver, mode: 'onTouched' })
  const focusAfter = useRef<'email' | null>(null)
  useEffect(() => {
    if (!submitting && focusAfter.current) {
      form.setFocus(focusAfter.current)
      focusAfter.current = null
    }
  }, [submitting, form])
  // The panel opens with the address field focused, so the keyboard and a screen reader are in
  // the dialog at once (closing it then returns focus to its button, as native popovers do).
  useEffect(() => {
    const panel = formRef.current?.closest<HTMLElement>('[popover]')
    if (!panel) return
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') form.setFocus('email')
    }
    const onKeyDown = (event: KeyboardEvent) => keepTabInside(panel, event)
    panel.addEventListener('toggle', onToggle)
    panel.addEventListener('keydown', onKeyDown)
    return () => {
      panel.removeEventListener('toggle', onToggle)
      panel.removeEventListener('keydown', onKeyDown)
    }
  }, [form])

  const submit = useCallback(
    async (values: Alert) => {
      const formToken = token.take()
      setSubmitting(true)
      let answer: AlertAnswer | null = null
      let ok = false
      try {
        const res = await fetch(leadEndpoint(ENDPOINT, locale), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(formToken ? { 'x-form-token': formToken } : {}),
          },
          body: JSON.stringify({
            kind,
            ...search,
            ...values,
            locale,
            currency,
            website: honeypotRef.current?.value ?? '',
          }),
        })
        ok = res.ok
        answer = (await res.json().catch(() => null)) as AlertAnswer | null
      } catch {
        // Never answered (offline, aborted): the generic error below.
      }
      setSubmitting(false)
      const toast = toastWhenShown()
      if (ok) {
        token.spend(formToken)
        const message = answer?.message || text('success.alertRequested')
        void toast.then((show) => show.success(message))
        form.reset({ email: '', frequency: values.frequency })
        closePanel(formRef.current)
        return
      }
      const emailError = answer?.errors?.email
      if (emailError) {
        form.setError('email', { type: 'server', message: emailError })
        focusAfter.current = 'email'
      }
      const message = text(answer?.message || GENERIC_ERROR)
      void toast.then((show) => show.error(message))
    },
    [currency, form, kind, locale, search, text, token],
  )

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(submit)(event),
    [form, submit],
  )
  const id = (name: string) => `${uid}-${name}`
  const { errors } = form.formState
  return (
    <form
      ref={formRef}
      method="post"
      action={ENDPOINT}
      // Before hydration the browser checks the address itself (type=email, required).
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      onFocus={token.prime}
      onPointerEnter={token.prime}
      data-hydrated={hydrated || undefined}
      className={cn('relative', className)}
    >
      <input type="hidden" name="kind" value={kind} />
      {Object.entries(search).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="currency" value={currency} />
      <input type="hidden" name="back" value={back} />
      <fieldset disabled={submitting} className="m-0 min-w-0 border-0 p-0">
        <TextField
          id={id('email')}
          label={t('email')}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          placeholder={t('emailPlaceholder')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <fieldset className="mt-4 min-w-0 border-0 p-0">
          <legend className="text-ink-600 mb-3 block text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal">
            {t('frequency')}
          </legend>
          <div className="grid gap-2">
            {FREQUENCIES.map((frequency) => (
              <label key={frequency} className="relative block">
                <input
                  type="radio"
                  value={frequency}
                  defaultChecked={frequency === 'instant'}
                  className="peer sr-only"
                  {...form.register('frequency')}
                />
                <span className="peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-sand-500 hover:border-ink/40 flex min-h-11 cursor-pointer items-center rounded-xl border border-stone-200 bg-white px-4 py-2.5 text-sm font-medium transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2">
                  {frequencyText(frequency)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <Honeypot inputRef={honeypotRef} />
      <p className="mt-5 text-xs leading-5 text-stone-600">
        {t('consent', { what: kind === 'listing' ? t('consentListing') : t('consentSearch') })}
      </p>
      <Button type="submit" variant="dark" disabled={submitting} className="mt-5 w-full">
        {submitting ? t('sending') : t('submit')}
      </Button>
    </form>
  )
}
