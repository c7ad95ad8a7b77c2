/**
 * A random id for one submission, [A-Za-z0-9_-]{8,64} as the API expects. randomUUID exists
 * only in secure contexts (https, localhost), so plain-http previews fall back to
 * getRandomValues.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
