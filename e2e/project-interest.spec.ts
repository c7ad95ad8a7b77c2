import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import type { Paginated, Project, ProjectDetail } from '@/lib/api/types'
import { unitTypeLabel } from '@/lib/project-units'
import { appReady } from './support/app-ready'
import { signInAsStaff } from './support/staff-session'
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
  await expectToast(page, `Thank you. The ${project.name} brochure is ready to download.`)
  // The form gives way to the brochure itself: nothing waits on the visitor's mailbox.
  const section = page.locator('#register-interest')
  await expect(section.getByRole('heading', { name: 'Thank you, your interest is registered' })).toBeFocused()
  await expect(form).toHaveCount(0)
  await expect(section.getByRole('link', { name: 'Download the brochure' })).toBeVisible()

  // The off-plan team's view: Leads → Project interests.
  await signInAsStaff(page)
  await page.goto(`/admin/collections/interests?where[email][equals]=${encodeURIComponent(email)}`)
  const row = page.locator('.table tbody tr').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(project.name)
  await expect(row).toContainText(unitType)
  await row.getByRole('link').first().click()
  // Stored as E.164, however it was typed.
  await expect(page.locator('input[name="phone"]')).toHaveValue('+971502223344')
  await expect(page.locator('textarea[name="message"]')).toHaveValue(
    'A corner unit on a high floor, please.',
  )
})

/** Fills the contact fields at a person's pace (the server takes a form token under 3 s old for a bot's). */
async function fillContact(
  page: Page,
  form: ReturnType<Page['locator']>,
  labels: { first: string; last: string; email: string },
  email: string,
) {
  // The form's first focus fetched its token (typing the phone numbers did, if not this).
  await form.getByLabel(labels.first, { exact: true }).focus()
  await page.waitForTimeout(4_600)
  await form.getByLabel(labels.first, { exact: true }).fill('Olga')
  await form.getByLabel(labels.last, { exact: true }).fill('Ivanova')
  await form.getByLabel(labels.email, { exact: true }).fill(email)
}

/** The numbers the firm's buyers call from: its own as printed, London, Moscow, Shanghai. */
const buyersNumbers = [
  ['+971 50 123 4567', '+971501234567'],
  ['+44 7700 900123', '+447700900123'],
  ['+7 916 123-45-67', '+79161234567'],
  ['+86 138 0013 8000', '+8613800138000'],
] as const

test('numbers from anywhere are taken, a wrong one is explained, and the brochure downloads from the confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const project = await projectWithBrochure(page)
  await page.goto(`/projects/${project.slug}`)
  await appReady(page)
  const form = interestForm(page, project)
  await form.scrollIntoViewIfNeeded()
  const phone = form.getByLabel('Phone', { exact: true })
  await expect(form.getByText('e.g. 050 123 4567, or +44 7700 900123 from abroad')).toBeVisible()

  for (const [typed] of buyersNumbers) {
    await phone.fill(typed)
    await phone.blur()
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
  }
  for (const [typed, message] of [
    ['+999 123 4567', 'Check the country code after the +'],
    ['+44 7700 9', 'This phone number is too short'],
    ['051 234', 'Not a valid UAE number: check the digits, or start with + and the country code'],
  ]) {
    await phone.fill(typed!)
    await phone.blur()
    await expect(form.getByText(message!, { exact: true })).toBeVisible()
  }

  await fillContact(page, form, { first: 'First name', last: 'Last name', email: 'Email' }, `olga.${Date.now()}@example.ru`)
  await phone.fill('+7 916 123-45-67')
  const request = page.waitForRequest(`**/api/v1/projects/${project.slug}/interest`)
  const response = page.waitForResponse(`**/api/v1/projects/${project.slug}/interest`)
  await form.getByRole('button', { name: 'Register interest' }).click()
  // The form sends what the server stores: E.164.
  expect((await request).postDataJSON().phone).toBe('+79161234567')
  expect((await response).status()).toBe(201)

  const section = page.locator('#register-interest')
  const download = section.getByRole('link', { name: 'Download the brochure' })
  await expect(download).toBeVisible()
  await expect(section).toContainText('The link is yours alone and works for 14 days.')
  const file = page.waitForEvent('download')
  await download.click()
  expect((await file).suggestedFilename()).toBe(`${project.slug}-brochure.pdf`)

  // Another registration, from the same page.
  await section.getByRole('button', { name: 'Register another interest' }).click()
  await expect(interestForm(page, project).getByLabel('Email', { exact: true })).toHaveValue('')
})

test('the Arabic page takes the same numbers, explains a wrong one in Arabic, and offers the brochure', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const project = await projectWithBrochure(page)
  await page.goto(`/ar/projects/${project.slug}`)
  await appReady(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const form = page.locator('#register-interest form')
  await form.scrollIntoViewIfNeeded()
  const phone = form.getByLabel('رقم الهاتف', { exact: true })
  for (const [typed] of buyersNumbers) {
    await phone.fill(typed)
    await phone.blur()
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true')
  }
  await phone.fill('+999 123 4567')
  await phone.blur()
  await expect(form.getByText('تأكد من رمز الدولة بعد علامة +', { exact: true })).toBeVisible()

  await fillContact(page, form, { first: 'الاسم الأول', last: 'اسم العائلة', email: 'البريد الإلكتروني' }, `olga.ar.${Date.now()}@example.ru`)
  // A local number is read as a UAE one on the Arabic pages too.
  await phone.fill('050 123 4567')
  const request = page.waitForRequest(`**/api/v1/projects/${project.slug}/interest?locale=ar`)
  await form.getByRole('button', { name: 'سجّل اهتمامك' }).click()
  expect((await request).postDataJSON().phone).toBe('+971501234567')
  const section = page.locator('#register-interest')
  await expect(section.getByRole('heading', { name: 'شكراً لك، تم تسجيل اهتمامك' })).toBeVisible()
  const download = section.getByRole('link', { name: 'تنزيل الكتيّب' })
  await expect(download).toBeVisible()
  // The link opens a page in Arabic should it ever stop working.
  expect(await download.getAttribute('href')).toContain('locale=ar')
})

/** A genuine link to the brochure of `project` for `lead`, signed as the server signs, gone stale. */
function expiredLink(project: ProjectDetail, lead: string, locale?: 'ar') {
  const secret =
    process.env.PAYLOAD_SECRET ??
    fs.readFileSync(join(process.env.TEST_DATA_DIR!, '.payload-secret'), 'utf8').trim()
  const key = createHmac('sha256', secret).update('crescent-key/brochure-link/v1').digest()
  const expires = Date.now() - 60_000
  const sig = createHmac('sha256', key).update(`${lead}.${project._id}.${expires}`).digest('base64url')
  const query = new URLSearchParams({ lead, expires: String(expires), sig })
  if (locale) query.set('locale', locale)
  return `/api/v1/projects/${project.slug}/brochure?${query}`
}

test('an expired brochure link opens a page that gives a new one (and e-mails it); a broken one leads back to the form', async ({
  page,
}) => {
  const project = await projectWithBrochure(page)
  const registered = await page.request.post(`/api/v1/projects/${project.slug}/interest`, {
    data: { firstName: 'Olga', lastName: 'Ivanova', email: `olga.${Date.now()}@example.ru`, phone: '+7 916 123-45-67' },
  })
  const lead = ((await registered.json()) as { data: { _id: string } }).data._id

  for (const [locale, words] of [
    [undefined, { expired: 'This brochure link has expired', send: 'Get a new link', sent: 'Your new brochure link', download: 'Download the brochure' }],
    ['ar', { expired: 'انتهت صلاحية رابط الكتيّب', send: 'احصل على رابط جديد', sent: 'رابطك الجديد للكتيّب', download: 'تنزيل الكتيّب' }],
  ] as const) {
    const answer = await page.goto(expiredLink(project, lead, locale))
    expect(answer!.status()).toBe(410)
    await expect(page.locator('html')).toHaveAttribute('dir', locale ? 'rtl' : 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.expired)
    // Drawn as designed: its stylesheet is allowed to apply.
    const button = page.getByRole('button', { name: words.send })
    await expect(button).toHaveCSS('border-radius', '999px')
    const sent = page.waitForResponse((r) => r.request().method() === 'POST')
    await button.click()
    expect((await sent).status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.sent)
    // The new link is on the page itself, and it opens the brochure.
    const href = await page.getByRole('link', { name: words.download }).getAttribute('href')
    const pdf = await page.request.get(href!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
  }

  const broken = expiredLink(project, lead).replace(/sig=[^&]+/, 'sig=forged')
  expect((await page.goto(broken))!.status()).toBe(403)
  await page.getByRole('link', { name: 'Register your interest' }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${project.slug}#register-interest$`))
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
