// The seeded staff account, for the test scripts that act as the firm's staff through the CMS's
// REST API (uploads, edits). e2e/api/staff.ts is the browser tests' counterpart, in TypeScript.

/** scripts/test/data.mjs seeds the admin with this password. */
export const SEEDED_STAFF = { email: 'admin@crescentkey.ae', password: 'test-admin-password-123' }

/**
 * Signs in through `base` as the seeded staff member.
 * @param {string} base the site's address
 * @returns {Promise<string>} the JWT, for `Authorization: JWT <token>`
 */
export async function staffToken(base) {
  const res = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SEEDED_STAFF),
  })
  if (!res.ok) throw new Error(`staff login through ${base} answered ${res.status}: ${await res.text()}`)
  return (await res.json()).token
}
