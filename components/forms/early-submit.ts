'use client'

import { type RefObject, useCallback, useLayoutEffect, useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

/**
 * A form pressed before React has hydrated it is not lost: React's own form-replay script
 * queues the submit event (for forms whose `action` is a function) and hands its FormData to
 * that action once the form is live. React then resets the form, as after any form action, which
 * would wipe what the visitor typed. So the action only notes the submission; once the reset has
 * committed, the typed values are put back (before the browser paints) and the form is submitted
 * again through its live onSubmit: validation, sending and toasts run exactly as for a live press.
 */
export function useEarlySubmit<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const [early, setEarly] = useState<{ data: FormData } | null>(null)

  useLayoutEffect(() => {
    const element = formRef.current
    if (!early || !element) return
    const managed = form.getValues()
    for (const [name, value] of early.data) {
      if (typeof value !== 'string') continue
      if (name in managed) {
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>)
      } else {
        // Fields the form does not manage (the honeypot) are written to the element itself.
        const input = element.elements.namedItem(name)
        if (input instanceof HTMLInputElement) input.value = value
      }
    }
    const submit = setTimeout(() => element.requestSubmit(), 0)
    return () => clearTimeout(submit)
  }, [early, form, formRef])

  return useCallback((data: FormData) => setEarly({ data }), [])
}
