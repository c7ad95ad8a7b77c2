'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { translationStatusLocale, translationStatusText } from '@/lib/admin-display'

/**
 * The translation status in a document's sidebar, in the list's words ("Arabic: translated",
 * "Arabic: missing description") instead of a grey read-only box that is empty when all is done.
 */
export function TranslationStatusField({ field, path }: TextFieldClientProps) {
  const fieldPath = path ?? field.name
  const { value } = useField<string | null>({ path: fieldPath })
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <FieldLabel label={field.label} path={fieldPath} />
      <p style={{ margin: '0.25rem 0 0.5rem', fontWeight: 500 }} data-translation-status>
        {translationStatusText(value, translationStatusLocale(field.name))}
      </p>
      <FieldDescription description={field.admin?.description} path={fieldPath} />
    </div>
  )
}
