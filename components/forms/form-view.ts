import type { ChangeEventHandler, FocusEventHandler, FormHTMLAttributes, Ref } from 'react'
import { HELD_FORM_ATTRIBUTE } from '@/lib/serving/held-markup.mjs'

/*
 * A form's markup is one component used twice: rendered on the server with plain fields
 * (staticBinding), and by the interactive form with react-hook-form's register(). The two
 * can then never drift apart, and the swap from one to the other cannot be seen.
 */

/** What one field receives: react-hook-form's register() result, or a name and a default. */
export interface FieldBinding {
  name: string
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>
  onChange?: ChangeEventHandler<HTMLInputElement & HTMLTextAreaElement>
  onBlur?: FocusEventHandler<HTMLInputElement & HTMLTextAreaElement>
  defaultValue?: string
}

export interface FormViewProps<Field extends string> {
  /** Prefix for the fields' ids (useId() in the interactive form, a fixed word on the server). */
  idPrefix: string
  bind: (name: Field) => FieldBinding
  errors: Partial<Record<Field, string>>
  submitting: boolean
  /** False until the interactive form runs: the submit button stays disabled until then. */
  ready: boolean
  formProps?: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> }
  honeypotRef?: Ref<HTMLInputElement>
  className?: string
}

/** The server-rendered form's fields: named (so typed text can be carried over) and pre-filled. */
export function staticBinding<Field extends string>(defaults: Partial<Record<Field, string>> = {}) {
  return (name: Field): FieldBinding => ({ name, defaultValue: defaults[name] })
}

/** The server-rendered form's props: nothing to submit to until its script has loaded. */
export const staticFormState = {
  errors: {},
  submitting: false,
  ready: false,
  formProps: { noValidate: true },
} as const

/**
 * The server-rendered form's props when the form sits in a block drawn only as it comes near:
 * served inside <noscript> until the page is first used (lib/serving/held-markup.mjs).
 */
export const heldStaticFormState = {
  ...staticFormState,
  formProps: {
    ...staticFormState.formProps,
    [HELD_FORM_ATTRIBUTE]: '',
  } as FormHTMLAttributes<HTMLFormElement>,
}
