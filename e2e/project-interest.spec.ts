import { expect, type Page, test } from '@playwright/test'
import type { Paginated, Project, ProjectDetail } from '@/lib/api/types'
import { unitTypeLabel } from '@/lib/project-units'
import { appReady } from './support/app-ready'
import { expectToast, recordToasts } from './support/toasts'

/**
 * Register interest on a project page, end to end: the visitor's toast, the lead in the admin
 * where the off-plan team works, and the form's rules on a phone. The project is one the API
 * lists with a brochure, never a known name.
 */

async function projectWithBrochure(page: Page): Promise<ProjectDetail> {
  const list = (await (await page.request.get('/api/v1/projects?limit=50')).json()) as {
    data: Paginated<Project>
  }
  const project = list.data.docs.find((p) => p.hasBrochure && p.unitTypes.length > 1)
  expect(project, 'a project with a brochure and unit types').toBeDefined()
  const detail = (await (await page.request.get(`/api/v1/projects/${project!.slug}`)).json()) as {
    data: ProjectDetail
  }
  return detail.data
}

const interestForm = (page: Page, project: Project) =>
  page.getByRole('form', { name: `Register interest in ${project.name}` })

test('a buyer registers interest and sees the toast; staff find the lead, with project and unit type, in the admin', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await recordToasts(page)
  const project = await projectWithBrochure(page)
  await page.goto(`/projects/${project.slug}`)
  await appReady(page)
  const form = interestForm(page, project)
  await form.scrollIntoViewIfNeeded()

  // The unit types on offer are the project's, in the words the page uses.
  const choices = await form.getByLabel('Unit type').locator('option').allTextContents()
  for (const unit of project.unitTypes)
    expect(choices.some((c) => c.startsWith(unitTypeLabel(unit)))).toBe(true)

  const tokenFetched = page.waitForResponse('**/api/v1/form-token')
  await form.getByLabel('First name', { exact: true }).focus()
  await tokenFetched
  // A person's pace: the server takes a form token younger than 3 s for a bot's (see forms.spec.ts).
  await page.waitForTimeout(4_600)
  const email = `buyer.${Date.now()}@example.com`
  const unitType = unitTypeLabel(project.unitTypes[1]!)
  await form.getByLabel('First name', { exact: true }).fill('Noura')
  await form.getByLabel('Last name', { exact: true }).fill('Al Mansoori')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Phone', { exact: true }).fill('+971 050-222-3344')
  await form.getByLabel('Unit type').selectOption(unitType)
  await form.getByLabel(/Anything we should know/).fill('A corner unit on a high floor, please.')

  const response = page.waitForResponse(`**/api/v1/projects/${project.slug}/interest`)
  await form.getByRole('button', { name: 'Register interest' }).click()
  expect((await response).status()).toBe(201)
  await expectToast(page, `Thank you. The ${project.name} brochure is on its way to your inbox.`)
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('')

  // The off-plan team's view: Leads → Project interests.
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill('admin@crescentkey.ae')
  await page
    .locator('input[name="password"]')
    .fill(process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-123')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto(`/admin/collections/interests?where[email][equals]=${encodeURIComponent(email)}`)
  const row = page.locator('.table tbody tr').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(project.name)
  await expect(row).toContainText(unitType)
  await row.getByRole('link').first().click()
  await expect(page.locator('input[name="phone"]')).toHaveValue('+971 050-222-3344')
  await expect(page.locator('textarea[name="message"]')).toHaveValue(
    'A corner unit on a high floor, please.',
  )
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the form says what is wrong in the enquiry’s words and keeps what was typed', async ({
    page,
  }) => {
    const project = await projectWithBrochure(page)
    await page.goto(`/projects/${project.slug}`)
    await appReady(page)
    const form = interestForm(page, project)
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel('First name', { exact: true }).fill('N')
    await form.getByLabel('Email', { exact: true }).fill('noura@')
    await form.getByRole('button', { name: 'Register interest' }).click()
    await expect(form.getByText('Too Short!')).toBeVisible()
    await expect(form.getByText('Invalid email')).toBeVisible()
    await expect(form.getByText('Last name is required')).toBeVisible()
    await expect(form.getByLabel('First name', { exact: true })).toBeFocused()
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('noura@')
    // The whole form fits the phone's width.
    const box = await form.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(390)
  })
})
