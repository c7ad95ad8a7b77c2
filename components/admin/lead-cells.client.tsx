'use client'

import { DefaultCell, RenderDefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

// Lead lists' relationship cells: Payload's own cell (the related title, linked) when the lead
// has one, and a word instead of a "<No …>" placeholder when it has none.

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}

function WordCell({ props, text }: { props: DefaultCellComponentProps; text: string }) {
  return (
    <RenderDefaultCell
      clientProps={{ ...props, cellData: text, field: { ...props.field, type: 'text' } as DefaultCellComponentProps['field'] }}
      columnIndex={props.columnIndex ?? 0}
      isLinkedColumn={false}
    />
  )
}

/** "Assigned to": the broker, or "Unassigned" for a lead nobody has taken yet. */
export function AssignedAgentCell(props: DefaultCellComponentProps) {
  return isEmpty(props.cellData) ? <WordCell props={props} text="Unassigned" /> : <DefaultCell {...props} />
}

/** "About listing": the listing, or a dash for an enquiry from any other page. */
export function OptionalRelationCell(props: DefaultCellComponentProps) {
  return isEmpty(props.cellData) ? <WordCell props={props} text="—" /> : <DefaultCell {...props} />
}
