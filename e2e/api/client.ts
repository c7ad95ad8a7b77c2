/** A tiny client for the API integration tests: real HTTP against the server under test. */
export const base = process.env.TEST_BASE_URL ?? 'http://127.0.0.1:3100'

/**
 * Resolves once the page cache's trailing clears after a staff save are over: the server empties
 * it at once, again 2 s later (scripts/serve.mjs), and on PostgreSQL 1 s after the change's
 * notification. A test that expects a page viewed twice to be kept starts after this.
 */
export const cacheClearsOver = () => new Promise((resolve) => setTimeout(resolve, 3_000))

export interface Answer<T = unknown> {
  status: number
  headers: Headers
  body: T
  text: string
}

export async function call<T = Record<string, unknown>>(path: string, init?: RequestInit): Promise<Answer<T>> {
  const res = await fetch(base + path, { redirect: 'manual', ...init })
  const text = await res.text()
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  return { status: res.status, headers: res.headers, body: body as T, text }
}

export function postJson<T = Record<string, unknown>>(path: string, data: unknown, headers: Record<string, string> = {}) {
  return call<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  })
}

/** A unique client id per test submission, so retries in one test never collide with another's. */
export function clientId(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

export const validEnquiry = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.com',
  phone: '+971 050-123-4567',
  message: 'I would like to view the two-bedroom in Dubai Marina this weekend.',
}
