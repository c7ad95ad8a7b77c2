'use client'

import { RenderDefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { adminPercent, adminPrice, translationStatusLocale, translationStatusText, yesNo } from '@/lib/admin-display'

// Admin list cells (referenced by path from the collections' fields: admin.components.Cell).
// Each only words the value, then hands it to Payload's own cell as text, so the first column
// still links to the document and a selection drawer still picks its row.

function TextCell({ props, text }: { props: DefaultCellComponentProps; text: string }) {
  return (
    <RenderDefaultCell
      clientProps={{ ...props, cellData: text, field: { ...props.field, type: 'text' } as DefaultCellComponentProps['field'] }}
      columnIndex={props.columnIndex ?? 0}
      isLinkedColumn={props.link === true}
    />
  )
}

/** A listing's price in AED, per year for a rental (the row's status says which). */
export function PriceCell(props: DefaultCellComponentProps) {
  return <TextCell props={props} text={adminPrice(props.cellData, props.rowData?.status)} />
}

export function YesNoCell(props: DefaultCellComponentProps) {
  return <TextCell props={props} text={yesNo(props.cellData)} />
}

/** An optional text left empty: a dash, not Payload's "<No Unit Type>". */
export function OptionalTextCell(props: DefaultCellComponentProps) {
  const text = typeof props.cellData === 'string' ? props.cellData.trim() : ''
  return <TextCell props={props} text={text || '—'} />
}

export function PercentCell(props: DefaultCellComponentProps) {
  return <TextCell props={props} text={adminPercent(props.cellData)} />
}

export function TranslationStatusCell(props: DefaultCellComponentProps) {
  const locale = translationStatusLocale('name' in props.field ? props.field.name : '')
  return <TextCell props={props} text={translationStatusText(props.cellData, locale)} />
}
