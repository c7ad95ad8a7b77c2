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

/** The translation status as words in a document's sidebar. */
export const translationStatusFieldComponent = '/components/admin/translation-status-field.client#TranslationStatusField'
