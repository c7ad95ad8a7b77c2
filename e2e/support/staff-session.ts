import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The seeded staff account (scripts/test/data.mjs seeds it with this password). */
export const STAFF = {
  email: 'admin@crescentkey.ae',
  password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-123',
}

/**
 * Signs in through `request` until the session holds. Payload keeps a user's sessions in one
 * list that each sign-in reads and writes back whole: when the other worker signs in to the
 * same account at the same moment, one of the two sessions is dropped ("You are not allowed").
 * A session still known a moment after its sign-in has outlived any such race. Returns the token.
 */
async function signInUntilHeld(request: APIRequestContext): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const login = await request.post('/cms-api/users/login', { data: STAFF })
    expect(login.status(), await login.text()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    await new Promise((resolve) => setTimeout(resolve, 250))
    const me = await request.get('/cms-api/users/me', { headers: { Authorization: `JWT ${token}` } })
    const held = me.ok() && Boolean(((await me.json()) as { user: unknown }).user)
    if (held) return token
    expect(attempt, 'a staff session that holds').toBeLessThan(5)
  }
}

/**
 * Signs the page's browser in as staff through the CMS's sign-in endpoint: the answer's session
 * cookie lands in the page's own cookie jar (page.request shares it). The admin's sign-in form
 * itself is tested in admin-security.spec.ts; here it only cost time, and a click made before
 * the form had hydrated was lost on a loaded machine.
 */
export async function signInAsStaff(page: Page): Promise<void> {
  await signInUntilHeld(page.request)
}

/**
 * A staff session for REST calls through `request` (the test's own context, so the page keeps
 * its session), as an Authorization header.
 */
export async function staffAuthorization(request: APIRequestContext): Promise<{ Authorization: string }> {
  return { Authorization: `JWT ${await signInUntilHeld(request)}` }
}

/** Documents as the CMS's REST API gives them to staff. */
export async function staffRead<Doc>(request: APIRequestContext, path: string): Promise<Doc[]> {
  const res = await request.get(`/cms-api/${path}`, { headers: await staffAuthorization(request) })
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true)
  return ((await res.json()) as { docs: Doc[] }).docs
}
