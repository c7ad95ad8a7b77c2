'use client'

import { useEffect, useRef, type RefObject } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

/**
 * What a visitor did to the server-rendered form before its script arrived: the values typed,
 * the fields already left (the form validates a field once it is left), where focus and the
 * caret are, and whether Submit was pressed. The interactive form that replaces it starts
 * from this, so nothing typed is lost and the swap cannot be seen.
 */
export interface FormSnapshot {
  values: Record<string, string>
  left: string[]
  /** The focused control, by its position among the form's controls (the markup is the same). */
  focus: { index: number; start: number | null; end: number | null } | null
  submit: boolean
}

type TextControl = HTMLInputElement | HTMLTextAreaElement

const CONTROLS = 'input, textarea, select, button, a[href]'

function textControls(form: HTMLFormElement): TextControl[] {
  return [...form.elements].filter(
    (el): el is TextControl =>
      (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.type !== 'file')) &&
      el.name !== '',
  )
}

/** True when someone has typed into the form or is in it: its script is needed now. */
export function formInUse(form: HTMLFormElement): boolean {
  if (form.contains(document.activeElement)) return true
  return textControls(form).some((el) => el.value !== el.defaultValue)
}

export function takeSnapshot(form: HTMLFormElement, left: Iterable<string>, submit: boolean): FormSnapshot {
  const values: Record<string, string> = {}
  for (const el of textControls(form)) values[el.name] = el.value
  const active = document.activeElement
  const index = active ? [...form.querySelectorAll(CONTROLS)].indexOf(active) : -1
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null
  return {
    values,
    left: [...left],
    focus: index >= 0 ? { index, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null } : null,
    submit,
  }
}

/**
 * Replays a snapshot into the freshly mounted react-hook-form form. Values go in as typed,
 * fields already left are marked touched and validated (as leaving them would have done),
 * focus and the caret return to where they were, and a pending Submit is pressed. Names the
 * form does not manage (the honeypot) are written to the element itself.
 *
 * A passive effect on purpose: react-hook-form only treats the form as mounted after its own
 * effects have run (before that it reads defaults, and validation results reach no one), and
 * the effects of the synchronous swap still run before the browser paints.
 */
export function useSnapshotRestore<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  formRef: RefObject<HTMLFormElement | null>,
  snapshot: FormSnapshot | undefined,
) {
  const done = useRef(false)
  useEffect(() => {
    const element = formRef.current
    if (!snapshot || !element || done.current) return
    done.current = true
    const managed = new Set(Object.keys(form.getValues()))
    const left = new Set(snapshot.left)
    for (const [name, value] of Object.entries(snapshot.values)) {
      if (managed.has(name)) {
        form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldTouch: left.has(name),
          shouldValidate: left.has(name),
        })
      } else {
        const input = element.elements.namedItem(name)
        if (input instanceof HTMLInputElement) input.value = value
      }
    }
    if (snapshot.focus) {
      const { index, start, end } = snapshot.focus
      const target = element.querySelectorAll<HTMLElement>(CONTROLS)[index]
      target?.focus({ preventScroll: true })
      if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && start !== null && end !== null) {
        try {
          target.setSelectionRange(start, end)
        } catch {
          // Email and number inputs have no selection API; the caret stays at the end.
        }
      }
    }
    if (snapshot.submit) element.requestSubmit()
  }, [form, formRef, snapshot])
}
