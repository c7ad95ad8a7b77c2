/** A route param as text; a malformed escape is kept as typed rather than throwing (a 500). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
