// The admin's list cells (components/admin/list-cells.client.tsx), by the path Payload's import
// map knows them by: `npx payload generate:importmap` after adding one.
const file = '/components/admin/list-cells.client'

export const adminCells = {
  price: `${file}#PriceCell`,
  yesNo: `${file}#YesNoCell`,
  percent: `${file}#PercentCell`,
  optionalText: `${file}#OptionalTextCell`,
  translationStatus: `${file}#TranslationStatusCell`,
  assignedAgent: '/components/admin/lead-cells.client#AssignedAgentCell',
  optionalRelation: '/components/admin/lead-cells.client#OptionalRelationCell',
} as const

/** A JSON value shown as text (Payload's JSON editor loads from a CDN the admin's policy refuses). */
export const jsonViewFieldComponent = '/components/admin/json-view-field.client#JsonViewField'

/** Every JSON field among `fields` (arrays and groups included) shown read-only as text. */
export function withJsonAsText<T extends { type: string; fields?: unknown[]; admin?: object }>(fields: T[]): T[] {
  return fields.map((field) => {
    if (field.type === 'json') {
      const admin = (field.admin ?? {}) as { components?: object }
      return { ...field, admin: { ...admin, readOnly: true, components: { ...admin.components, Field: jsonViewFieldComponent } } }
    }
    if (Array.isArray(field.fields)) return { ...field, fields: withJsonAsText(field.fields as T[]) }
    return field
  })
}

/** The translation status as words in a document's sidebar. */
export const translationStatusFieldComponent = '/components/admin/translation-status-field.client#TranslationStatusField'
