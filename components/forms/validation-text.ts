import { useLocale, useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { type Message, validationText } from '@/lib/validation/messages'

/**
 * Messages in the page's edition: a schema's key (with its values) or a server's answer (already
 * in the edition, shown as it is). The fields, the toasts and the calculator show theirs through
 * this; its texts are the Validation namespace, which the server component placing a form or
 * the calculator gives its island (IslandTexts).
 */
export function useValidationText(): (message: Message) => string {
  const t = useTranslations('Validation')
  const locale = useLocale()
  return useCallback((message: Message) => validationText(t, locale, message), [t, locale])
}
