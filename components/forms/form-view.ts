import type { Texts } from '@/lib/i18n/texts'
import type { ChangeEventHandler, FocusEventHandler, FormHTMLAttributes, Ref } from 'react'

/*
 * A form's markup is a view component fed by its interactive form (react-hook-form's register()
 * for each field), so the three forms share their fields, errors and submit row.
 */

/**
 * The forms' words in the page's edition: useTranslations('Forms'), a namespace the server
 * component that places a form gives it (IslandTexts).
 */
export type FormTexts = Texts<'Forms'>

/** What one field receives: react-hook-form's register() result, with an optional default. */
export interface FieldBinding {
  name: string
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>
  onChange?: ChangeEventHandler<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>
  onBlur?: FocusEventHandler<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>
  defaultValue?: string
}

export interface FormViewProps<Field extends string> {
  /** Prefix for the fields' ids (useId() in the interactive form). */
  idPrefix: string
  bind: (name: Field) => FieldBinding
  /**
   * Each field's error as react-hook-form holds it: a schema's message key, or the server's text
   * (already in the edition). The fields show it in the page's edition (fields.tsx).
   */
  errors: Partial<Record<Field, string>>
  submitting: boolean
  formProps?: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> }
  honeypotRef?: Ref<HTMLInputElement>
  className?: string
}
