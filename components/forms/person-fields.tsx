import { TextField } from './fields'
import type { FieldBinding } from './form-view'

export type PersonField = 'firstName' | 'lastName' | 'email' | 'phone'

/**
 * Who is writing: the four fields the enquiry and complaint forms share, in the same grid.
 * Called as a function inside the form's own render, not mounted as a component: the fields
 * must be registered in the order they appear, because react-hook-form focuses the first
 * invalid field in registration order, and a child component would register after the
 * fields that follow it.
 */
export function personFields({
  id,
  bind,
  errors,
}: {
  id: (name: PersonField) => string
  bind: (name: PersonField) => FieldBinding
  errors: Partial<Record<PersonField, string>>
}) {
  return (
    <>
      <TextField
        id={id('firstName')}
        label="First name"
        autoComplete="given-name"
        error={errors.firstName}
        {...bind('firstName')}
      />
      <TextField
        id={id('lastName')}
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName}
        {...bind('lastName')}
      />
      <TextField
        id={id('email')}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        {...bind('email')}
      />
      <TextField
        id={id('phone')}
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="e.g. 050 123 4567"
        error={errors.phone}
        {...bind('phone')}
      />
    </>
  )
}
