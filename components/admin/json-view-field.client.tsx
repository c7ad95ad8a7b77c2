'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'

/**
 * A read-only JSON value (a job's input and error, an alert's search) as indented text. Payload's
 * own JSON field is a code editor fetched from a CDN, which the admin's content policy rightly
 * refuses: staff saw an empty box where a failed job's error should be.
 */
export function JsonViewField({ field, path }: JSONFieldClientProps) {
  const fieldPath = path ?? field.name
  const { value } = useField<unknown>({ path: fieldPath })
  const text = value === null || value === undefined || value === '' ? '—' : JSON.stringify(value, null, 2)
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <FieldLabel label={field.label} path={fieldPath} />
      <pre
        data-json-view
        style={{
          margin: '0.25rem 0 0.5rem',
          padding: '0.75rem 1rem',
          maxHeight: '24rem',
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          background: 'var(--theme-elevation-50)',
          borderRadius: 'var(--style-radius-s, 4px)',
          fontSize: '0.8125rem',
        }}
      >
        {text}
      </pre>
      <FieldDescription description={field.admin?.description} path={fieldPath} />
    </div>
  )
}
