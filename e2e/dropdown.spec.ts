import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { appReady } from './support/app-ready'
import { openFilterSheet } from './support/filter-sheet'

// The shared dropdown (docs/requirements.md §2 "Shared dropdown", section 5 "Dropdown", section 9
// limits), exercised in the listing's filter bar. Options come from the lookup call, read here from
// the API.

async function lookup(request: APIRequestContext) {
  const res = await request.get('/api/v1/properties/data')
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { cities: string[]; propertyTypes: string[] } }).data
}

const bar = (page: Page) => page.getByRole('search', { name: 'Property search' })
const combo = (page: Page, name: 'Location' | 'Bedrooms' | 'Types') =>
  bar(page).getByRole('combobox', { name })

/** The listbox a combobox controls (aria-controls), so each test checks the wiring too. */
async function listOf(input: Locator): Promise<Locator> {
  const id = await input.getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return input.page().locator(`[id="${id}"]`)
}

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test.beforeEach(async ({ page }) => {
      await page.goto('/property')
      // The filter bar is interactive once hydrated: its comboboxes answer focus.
      await appReady(page)
      await expect(page.locator('form[role="search"][data-hydrated]')).toHaveCount(1, {
        timeout: 30_000,
      })
      // Below md the bar waits behind 'Filters', in a sheet.
      await openFilterSheet(page)
    })

    test('opens on focus with the first 10 options, in a list at most 200 px high', async ({
      page,
      request,
    }) => {
      const { cities } = await lookup(request)
      const input = combo(page, 'Location')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await input.focus()
      await expect(input).toHaveAttribute('aria-expanded', 'true')
      const list = await listOf(input)
      await expect(list).toHaveAttribute('role', 'listbox')
      await expect(list).toBeVisible()
      await expect(list.getByRole('option')).toHaveCount(Math.min(10, cities.length))
      await expect(list.getByRole('option').first()).toHaveText(cities[0]!)
      expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px')
      expect((await list.boundingBox())!.height).toBeLessThanOrEqual(200)
    })

    test('filters case-insensitively by the typed text', async ({ page, request }) => {
      const { cities } = await lookup(request)
      const sample = cities.find((c) => c.length >= 4)!
      const fragment = sample.slice(1, 4).toUpperCase()
      const expected = cities.filter((c) => c.toLowerCase().includes(fragment.toLowerCase()))
      const input = combo(page, 'Location')
      await input.click()
      await input.pressSequentially(fragment)
      const list = await listOf(input)
      await expect(list.getByRole('option')).toHaveText(expected)
    })

    test('with no match: the typed text where custom values are allowed, else "No matching options."', async ({
      page,
    }) => {
      const location = combo(page, 'Location')
      await location.click()
      await location.pressSequentially('Qwxz Heights')
      const locationList = await listOf(location)
      await expect(locationList.getByRole('option')).toHaveText(['Qwxz Heights'])

      const bedrooms = combo(page, 'Bedrooms')
      await bedrooms.click()
      await bedrooms.pressSequentially('qwxz')
      const bedroomList = await listOf(bedrooms)
      await expect(bedroomList.getByRole('option')).toHaveCount(0)
      await expect(bedroomList.getByText('No matching options.', { exact: true })).toBeVisible()
    })

    test('keyboard only: ArrowDown opens, arrows move, Home/End jump, Enter selects, Escape closes', async ({
      page,
    }) => {
      const input = combo(page, 'Bedrooms')
      await input.focus()
      await input.press('Escape')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await input.press('ArrowDown')
      await expect(input).toHaveAttribute('aria-expanded', 'true')
      const list = await listOf(input)
      const options = list.getByRole('option')
      await expect(options).toHaveText(['1 Bedroom', '2 Bedrooms', '3 Bedrooms', '4 Bedrooms'])

      const activeIs = async (index: number) =>
        expect(input).toHaveAttribute(
          'aria-activedescendant',
          (await options.nth(index).getAttribute('id'))!,
        )
      await input.press('ArrowDown')
      await activeIs(0)
      await input.press('ArrowDown')
      await activeIs(1)
      await input.press('End')
      await activeIs(3)
      await input.press('ArrowUp')
      await activeIs(2)
      await input.press('Home')
      await activeIs(0)
      await input.press('ArrowDown')
      await input.press('Enter')
      await expect(input).toHaveValue('2 Bedrooms')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await expect(input).not.toHaveAttribute('aria-activedescendant')

      // Reopened, the chosen option is marked selected.
      await input.press('ArrowDown')
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false')
      await input.press('Escape')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await expect(input).toHaveValue('2 Bedrooms')
    })

    test('a custom location typed and confirmed with Enter is kept and searched for', async ({
      page,
    }) => {
      const input = combo(page, 'Location')
      await input.focus()
      await input.pressSequentially('Al Furjan West')
      await input.press('Enter')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await expect(input).toHaveValue('Al Furjan West')
      await bar(page).getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/property\?status=sell&location=Al\+Furjan\+West$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Residence in Al Furjan West',
      )
    })

    test('a custom type is accepted on blur; the list closes shortly after', async ({ page }) => {
      const input = combo(page, 'Types')
      await input.click()
      await input.pressSequentially('Sky Loft')
      await input.press('Tab')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await expect(input).toHaveValue('Sky Loft')
    })

    test('typed text is dropped on blur where custom values are not allowed', async ({ page }) => {
      const input = combo(page, 'Bedrooms')
      await input.click()
      await input.pressSequentially('seven')
      await input.press('Tab')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await expect(input).toHaveValue('')
    })

    test('a click on an option selects it and closes; an outside click closes', async ({
      page,
      request,
    }) => {
      const { propertyTypes } = await lookup(request)
      const input = combo(page, 'Types')
      await input.click()
      const list = await listOf(input)
      await list.getByRole('option', { name: propertyTypes[0]!, exact: true }).click()
      await expect(input).toHaveValue(propertyTypes[0]!)
      await expect(input).toHaveAttribute('aria-expanded', 'false')

      await input.click()
      await expect(input).toHaveAttribute('aria-expanded', 'true')
      // Outside the field: on a phone the sheet's title, as the page behind it is hidden.
      const outside =
        width < 768
          ? page.getByRole('heading', { name: 'Filters', exact: true })
          : page.getByRole('heading', { level: 1 })
      await outside.click()
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await expect(list).toBeHidden()
    })

    test('typing opens a closed list', async ({ page }) => {
      const input = combo(page, 'Location')
      await input.focus()
      await input.press('Escape')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      await input.press('d')
      await expect(input).toHaveAttribute('aria-expanded', 'true')
    })
  })
}
