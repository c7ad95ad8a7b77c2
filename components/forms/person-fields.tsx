import type { ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { phoneRuleOf } from '@/lib/validation/phone-rule'
import { TextField } from './fields'
import type { FieldBinding, FormTexts } from './form-view'

export type PersonField = 'firstName' | 'lastName' | 'email' | 'phone'

/**
 * Who is writing: the four fields the enquiry and complaint forms share, in the same grid.
 * Called as a function inside the form's own render, not mounted as a component: the fields
 * must be registered in the order they appear, because react-hook-form focuses the first
 * invalid field in registration order, and a child component would register after the
 * fields that follow it.
 *
 * Names follow what is typed (Arabic or Latin); an e-mail address and a phone number always
 * read left to right, aligned with the labels on an Arabic page.
 */
/**
 * A number inside a hint, kept left to right on an Arabic page ('050 123 4567', not '4567 123
 * 050'): markup, not Unicode's isolate characters, which the page's core fonts do not carry.
 */
export const ltr = (chunks: ReactNode) => <span dir="ltr">{chunks}</span>

/**
 * The enquiry's and the complaint's phone hint in an edition: a UAE number where §5's rule holds,
 * a local or a home number (+7, +86) where any international number is taken (phone-rule.ts).
 */
export function enquiryPhoneHint(t: FormTexts, locale: Locale): ReactNode {
  return phoneRuleOf[locale] === 'spec'
    ? t.rich('phoneHint', { ltr })
    : t.rich('interestPhoneHint', { ltr })
}

export function personFields({
  id,
  bind,
  errors,
  t,
  phoneHint = t.rich('phoneHint', { ltr }),
}: {
  id: (name: PersonField) => string
  bind: (name: PersonField) => FieldBinding
  errors: Partial<Record<PersonField, string>>
  t: FormTexts
  /**
   * What the phone field suggests typing, where a form takes other numbers than
   * docs/requirements.md §5 allows.
   */
  phoneHint?: ReactNode
}) {
  return (
    <>
      <TextField
        id={id('firstName')}
        label={t('firstName')}
        autoComplete="given-name"
        dir="auto"
        error={errors.firstName}
        {...bind('firstName')}
      />
      <TextField
        id={id('lastName')}
        label={t('lastName')}
        autoComplete="family-name"
        dir="auto"
        error={errors.lastName}
        {...bind('lastName')}
      />
      <TextField
        id={id('email')}
        label={t('email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={errors.email}
        {...bind('email')}
      />
      <TextField
        id={id('phone')}
        label={t('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        hint={phoneHint}
        error={errors.phone}
        {...bind('phone')}
      />
    </>
  )
}
