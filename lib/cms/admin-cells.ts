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

/** A field as these helpers read it: any Payload field, with the nested fields of arrays, groups and tabs. */
interface AnyField {
  type: string
  name?: string
  fields?: unknown[]
  tabs?: { fields?: unknown[] }[]
  admin?: object
  options?: unknown[]
}

/** `change` applied to every field among `fields`, inside arrays, groups and tabs too. */
function mapFields<T extends AnyField>(fields: T[], change: (field: T) => T): T[] {
  return fields.map((original) => {
    const field = change(original)
    if (Array.isArray(field.fields)) return { ...field, fields: mapFields(field.fields as T[], change) }
    if (Array.isArray(field.tabs))
      return { ...field, tabs: field.tabs.map((tab) => (Array.isArray(tab.fields) ? { ...tab, fields: mapFields(tab.fields as T[], change) } : tab)) }
    return field
  })
}

/** Every JSON field among `fields` (arrays and groups included) shown read-only as text. */
export function withJsonAsText<T extends AnyField>(fields: T[]): T[] {
  return mapFields(fields, (field) => {
    if (field.type !== 'json') return field
    const admin = (field.admin ?? {}) as { components?: object }
    return { ...field, admin: { ...admin, readOnly: true, components: { ...admin.components, Field: jsonViewFieldComponent } } }
  })
}

/**
 * The fields as staff read them in a list built by Payload (its jobs): the select `name`'s
 * options shown by `labels` (the stored values unchanged), and the checkboxes `yesNo` names in
 * words rather than true/false.
 */
export function withReadableValues<T extends AnyField>(
  fields: T[],
  select: { name: string; label: string; labels: Record<string, string> },
  yesNo: string[],
): T[] {
  return mapFields(fields, (field) => {
    if (field.type === 'select' && field.name === select.name && Array.isArray(field.options)) {
      const options = field.options.map((option) =>
        typeof option === 'string' ? { value: option, label: select.labels[option] ?? option } : option,
      )
      return { ...field, label: select.label, options }
    }
    if (field.type === 'checkbox' && field.name && yesNo.includes(field.name)) {
      const admin = (field.admin ?? {}) as { components?: object }
      return { ...field, admin: { ...admin, components: { ...admin.components, Cell: adminCells.yesNo } } }
    }
    return field
  })
}

/** The translation status as words in a document's sidebar. */
export const translationStatusFieldComponent = '/components/admin/translation-status-field.client#TranslationStatusField'
