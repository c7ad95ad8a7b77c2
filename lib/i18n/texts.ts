import type { createTranslator, Messages, NamespaceKeys, NestedKeyOf } from 'next-intl'

/**
 * The translator of one namespace of the interface texts (what `useTranslations('Forms')` or
 * `getTranslations('Forms')` returns), for the helpers and views that take it as an argument.
 */
export type Texts<Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>> = ReturnType<
  typeof createTranslator<Messages, Namespace>
>
