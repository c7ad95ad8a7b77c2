/** The id a relationship field holds, whether Payload gave the id itself or the document (depth). */
export function relationId(value: unknown): number | null {
  if (value == null) return null
  return Number(typeof value === 'object' && 'id' in value ? value.id : value)
}
