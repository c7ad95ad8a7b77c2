import { describe, expect, it } from 'vitest'
import { base, call } from './client'
import { staffCreate, staffToken, withoutIds } from './staff'

// Addresses whose listing, project or article is not there, as a search engine fetches them:
// HTTP 404 (so they drop out of the index), marked noindex, and titled in the address's own
// edition. Next 16 sends such a page as a bare shell whose head carries the metadata; the
// browser renders the rest (e2e/not-found.spec.ts checks what a visitor then sees).

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

const expected: { path: string; en: string; ar: string }[] = [
  { path: '/property/0123456789abcdef01234567', en: 'Property no longer available', ar: 'العقار لم يعد متاحاً' },
  { path: '/property/not-a-listing', en: 'Property not found', ar: 'العقار غير موجود' },
  { path: '/projects/no-such-project-anywhere', en: 'Project no longer available', ar: 'المشروع لم يعد متاحاً' },
  { path: '/news/ffffffffffffffffffffffff', en: 'Article not found', ar: 'المقال غير موجود' },
  { path: '/communities/no-such-community', en: 'Community guide not found', ar: 'دليل المجتمع غير موجود' },
]

async function expectMissing(path: string, title: string) {
  const page = await call(path)
  expect(page.status, path).toBe(404)
  expect(titleOf(page.text), path).toMatch(new RegExp(`^${title} \\| `))
  expect(page.text, path).toMatch(/<meta name="robots" content="noindex/)
}

describe('a missing page', () => {
  it.each(expected)('$path answers 404, titled in each edition', async ({ path, en, ar }) => {
    await expectMissing(path, en)
    await expectMissing(`/ar${path}`, ar)
  })

  it('takes its edition from the address, not from a header the client sends', async () => {
    const page = await call('/property/0123456789abcdef01234567', {
      headers: { 'x-page-path': '/ar/property/0123456789abcdef01234567' },
    })
    expect(page.status).toBe(404)
    expect(titleOf(page.text)).toMatch(/^Property no longer available \| /)
  })
})

async function staffRequest(path: string, init: RequestInit = {}) {
  return fetch(`${base}/cms-api${path}`, {
    ...init,
    headers: {
      Authorization: `JWT ${await staffToken()}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  })
}

describe('a listing staff have taken down', () => {
  it('reads as no longer available in both editions', async () => {
    // A copy of a seeded listing, so nothing the other tests count is touched.
    // One on the market: other suites leave withdrawn listings behind (deleting them is refused).
    const now = encodeURIComponent(new Date().toISOString())
    const found = await staffRequest(
      `/properties?limit=1&depth=0&where[and][0][publication][equals]=published&where[and][1][permitExpiresAt][greater_than]=${now}`,
    )
    expect(found.ok).toBe(true)
    const [source] = ((await found.json()) as { docs: Record<string, unknown>[] }).docs
    const { id: _id, publicId: _publicId, createdAt: _c, updatedAt: _u, ...fields } = source!
    const copy = await staffCreate('properties', {
      ...(withoutIds(fields) as Record<string, unknown>),
      reference: `CK-GONE-${Date.now().toString(36)}`,
      isFeatured: false,
    })
    const path = `/property/${String(copy.publicId)}`
    expect((await call(path)).status).toBe(200)

    // On the market it is in the portals' feeds: staff withdraw it first, then may delete it.
    const refused = await staffRequest(`/properties/${String(copy.id)}`, { method: 'DELETE' })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      `${String(copy.reference)} is on the site and in the portals' feeds: set it to Withdrawn first, so that Property Finder and Bayut take it down, then delete it.`,
    )
    expect((await call(path)).status).toBe(200)
    const withdrawn = await staffRequest(`/properties/${String(copy.id)}`, { method: 'PATCH', body: JSON.stringify({ publication: 'withdrawn' }) })
    expect(withdrawn.ok).toBe(true)
    const removed = await staffRequest(`/properties/${String(copy.id)}`, { method: 'DELETE' })
    expect(removed.ok).toBe(true)
    await expectMissing(path, 'Property no longer available')
    await expectMissing(`/ar${path}`, 'العقار لم يعد متاحاً')
    expect((await call(`/api/v1/properties/${String(copy.publicId)}`)).status).toBe(404)
  })
})

describe('a project staff have not published', () => {
  it('answers 404 with the project screen in both editions', async () => {
    const slug = `withdrawn-${Date.now().toString(36)}`
    await staffCreate('projects', { name: 'Withdrawn Tower', slug, _status: 'draft' }, '?draft=true')
    await expectMissing(`/projects/${slug}`, 'Project no longer available')
    await expectMissing(`/ar/projects/${slug}`, 'المشروع لم يعد متاحاً')
  })
})
