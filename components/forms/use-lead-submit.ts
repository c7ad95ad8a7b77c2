'use client'

import { type BaseSyntheticEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { toastWhenShown } from '@/components/ui/toaster-ready'
import { newClientId } from './client-id'
import { useEarlySubmit } from './early-submit'
import { useFormToken } from './form-token'
import { useValidationText } from './validation-text'

/** What the leads endpoints answer (docs/api.md); anything else is treated as no answer. */
export interface LeadAnswer {
  message?: string
  errors?: Record<string, string>
  data?: { _id?: string; reference?: string; brochure?: boolean; brochureUrl?: string }
}

/** What every submission carries besides the visitor's own fields. */
export interface SubmitMeta {
  /** Body fields: the retry-safe id and the honeypot's (normally empty) value. */
  fields: { clientId: string; website: string }
  /** The form token travels as a header, so the server can rate-limit before reading the body. */
  headers: Record<string, string>
}

/** 'An error occurred' (docs/requirements.md §8), in the page's edition. */
export const GENERIC_ERROR = 'refusals.anErrorOccurred'

/**
 * The submit cycle the three forms share: idle → submitting → success or error toast.
 *
 * docs/requirements.md §4 says the form resets at once on submit; we do, but keep what was typed,
 * and a failed submission puts it back (with the server's field errors, focusing the first) so a
 * dropped connection never costs the visitor their message. A retry of the same content reuses the
 * same client id, so if the first attempt was stored and only its answer was lost, the server
 * stores it once.
 *
 * Messages from the server are shown as it wrote them: a page's endpoint answers in the page's
 * edition (lead-endpoint.ts). With no answer to show (offline, a proxy's page) the toast says
 * 'An error occurred' in the edition; the fields show their errors in it (fields.tsx).
 */
export function useLeadSubmit<TInput extends FieldValues, TOutput>({
  form,
  empty,
  fingerprint,
  send,
  successMessage,
  onSuccess,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>
  empty: TInput
  fingerprint: (values: TOutput) => string
  send: (values: TOutput, meta: SubmitMeta) => Promise<Response>
  successMessage: (answer: LeadAnswer) => string
  /** Runs with the server's answer once a submission is stored. */
  onSuccess?: (answer: LeadAnswer) => void
}) {
  const text = useValidationText()
  const [submitting, setSubmitting] = useState(false)
  // The field to focus once the restored form is enabled again: focusing it while the
  // fieldset is still disabled would silently do nothing.
  const pendingFocus = useRef<Path<TInput> | null>(null)
  useEffect(() => {
    if (submitting || !pendingFocus.current) return
    form.setFocus(pendingFocus.current)
    pendingFocus.current = null
  }, [submitting, form])
  const honeypotRef = useRef<HTMLInputElement>(null)
  const lastAttempt = useRef<{ print: string; clientId: string } | null>(null)
  const token = useFormToken()
  const formRef = useRef<HTMLFormElement>(null)

  const submit = useCallback(
    async (values: TOutput) => {
      const typed = form.getValues()
      const print = fingerprint(values)
      const clientId =
        lastAttempt.current?.print === print ? lastAttempt.current.clientId : newClientId()
      lastAttempt.current = { print, clientId }
      const formToken = token.take()

      setSubmitting(true)
      form.reset(empty)
      let answer: LeadAnswer | null = null
      let ok = false
      try {
        const res = await send(values, {
          fields: { clientId, website: honeypotRef.current?.value ?? '' },
          headers: formToken ? { 'x-form-token': formToken } : {},
        })
        ok = res.ok
        answer = (await res.json().catch(() => null)) as LeadAnswer | null
      } catch {
        // The request never completed (offline, aborted): answer stays null.
      }
      setSubmitting(false)

      if (ok) {
        lastAttempt.current = null
        token.spend(formToken)
        void toastWhenShown().then((toast) => toast.success(successMessage(answer ?? {})))
        onSuccess?.(answer ?? {})
        return
      }

      form.reset(typed, { keepDefaultValues: true })
      const fieldErrors = Object.entries(answer?.errors ?? {}).filter(([name]) => name in typed)
      for (const [name, message] of fieldErrors) {
        form.setError(name as Path<TInput>, { type: 'server', message })
      }
      pendingFocus.current = (fieldErrors[0]?.[0] as Path<TInput> | undefined) ?? null
      const message = text(answer?.message || GENERIC_ERROR)
      void toastWhenShown().then((toast) => toast.error(message))
    },
    [empty, fingerprint, form, onSuccess, send, successMessage, text, token],
  )

  // A client-side failure needs nothing here: RHF focuses the first invalid field itself.
  const onSubmit = useCallback(
    (event?: BaseSyntheticEvent) => form.handleSubmit(submit)(event),
    [form, submit],
  )
  const action = useEarlySubmit(form, formRef)
  /**
   * Spread on the <form>: its first focus or hover fetches the form token. A live submit goes
   * through onSubmit (which prevents the default, so React never runs `action`); `action` only
   * receives a submit made before hydration, which React queued (early-submit.ts).
   */
  const formProps = useMemo(
    () => ({
      ref: formRef,
      action,
      onSubmit,
      onFocus: token.prime,
      onPointerEnter: token.prime,
      noValidate: true,
    }),
    [action, onSubmit, token.prime],
  )
  return { formProps, submitting, honeypotRef }
}
