import { base } from './client'

/** Signs in to Payload's REST as the seeded admin: the staff view of what was stored. */
let token: string | null = null

export async function staffToken(): Promise<string> {
  if (token) return token
  const res = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'admin@crescentkey.ae',
      password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-123',
    }),
  })
  if (!res.ok) throw new Error(`staff login failed: ${res.status} ${await res.text()}`)
  token = ((await res.json()) as { token: string }).token
  return token
}

export async function staffFind(collection: string, field: string, value: string) {
  const query = `where[${field}][equals]=${encodeURIComponent(value)}&depth=1`
  const res = await fetch(`${base}/cms-api/${collection}?${query}`, {
    headers: { Authorization: `JWT ${await staffToken()}` },
  })
  if (!res.ok) throw new Error(`staff read failed: ${res.status}`)
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs
}

/** Creates a document as staff through Payload's REST (`?draft=true` saves a draft). */
export async function staffCreate(collection: string, data: Record<string, unknown>, query = '') {
  const res = await fetch(`${base}/cms-api/${collection}${query}`, {
    method: 'POST',
    headers: { Authorization: `JWT ${await staffToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  if (!res.ok) throw new Error(`staff create failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { doc: Record<string, unknown> }).doc
}

/** A stored document's fields as a new document takes them: no ids of its own or of its array rows. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, inner]) => [key, withoutIds(inner)]),
    )
  }
  return value
}
