import { expect, type APIRequestContext, test } from '@playwright/test'
import { signInAsStaff, staffAuthorization } from './support/staff-session'

/**
 * A listing that may not be published yet says why where staff look: the admin's toast names
 * each field by its label with the reason itself, readable on a laptop and on a phone (the
 * reasons were only hover tooltips behind field codes).
 */

type Row = Record<string, unknown>

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, inner]) => [key, withoutIds(inner)]),
    )
  return value
}

/** A draft copy of a seeded listing whose permit ran out yesterday and that has no agent. */
async function draftWithExpiredPermit(request: APIRequestContext, serial: string): Promise<number> {
  const headers = await staffAuthorization(request)
  const found = await request.get('/cms-api/properties?where[completionStatus][equals]=ready&limit=1&depth=0', { headers })
  expect(found.ok(), await found.text()).toBe(true)
  const { publicId: _p, createdAt: _c, updatedAt: _u, reference: _r, ...fields } = ((await found.json()) as { docs: Row[] }).docs[0]!
  const created = await request.post('/cms-api/properties', {
    headers,
    data: {
      ...(withoutIds(fields) as Row),
      reference: `CK-REFUSED-${serial}`.toUpperCase(),
      publication: 'draft',
      permitNumber: '7140052233',
      permitExpiresAt: new Date(Date.now() - 86_400_000).toISOString(),
      agent: null,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a refused publish lists its reasons by field label at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const id = await draftWithExpiredPermit(request, `${width}-${Date.now().toString(36)}`)
    try {
      await page.setViewportSize({ width, height })
      await signInAsStaff(page)
      await page.goto(`/admin/collections/properties/${id}`)
      const publication = page.locator('#field-publication')
      await publication.scrollIntoViewIfNeeded()
      await publication.locator('.rs__control').click()
      await page.locator('.rs__option', { hasText: 'Published' }).click()
      await page.locator('#action-save').click()

      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'cannot be published yet' })
      await expect(toast).toBeVisible()
      await expect(toast).toContainText(
        'Permit expires — The permit has expired: renew it with the DLD and enter the new expiry date.',
      )
      await expect(toast).toContainText('Listing agent — Choose the listing agent.')
      await expect(toast).not.toContainText('permitExpiresAt')
      const box = (await toast.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `test-results/admin-publish-refused-${width}.png` })
    } finally {
      await request.delete(`/cms-api/properties/${id}`, { headers: await staffAuthorization(request) })
    }
  })
}
