// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl'
import { act, type ComponentProps } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '@/lib/i18n/locales'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { PaymentPlanCalculator } from './payment-plan-calculator.client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// Creek Crescent's plan: 10% on booking, seven instalments of 10% from month 6, 20% on handover.
const props: ComponentProps<typeof PaymentPlanCalculator> = {
  units: [
    { label: '2-bedroom Apartment', priceAed: 2_450_000 },
    { label: '1-bedroom Apartment', priceAed: 1_650_000 },
    { label: '4-bedroom Penthouse', priceAed: 9_600_000 },
  ],
  initialIndex: 1,
  plan: {
    milestones: [
      {
        label: 'Down payment on booking',
        percent: 10,
        stage: 'booking',
        instalments: 1,
        dueMonthsAfterBooking: 0,
      },
      {
        label: 'During construction',
        percent: 70,
        stage: 'construction',
        instalments: 7,
        dueMonthsAfterBooking: 6,
      },
      {
        label: 'On handover',
        percent: 20,
        stage: 'handover',
        instalments: 1,
        dueMonthsAfterBooking: null,
      },
    ],
    bookingDate: '2026-11-27T08:00:00.000Z',
    handover: { quarter: 4, year: 2028 },
  },
  display: { currency: 'AED', aedPerUnit: 1 },
}

let root: Root | null = null
let host: HTMLElement | null = null

afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
  root = null
  host = null
})

/**
 * The island in an edition, as the site's layout provides it, with its texts as the calculator's
 * server half gives them (the ProjectPlan namespace only).
 */
const island = (locale: Locale = 'en') => (
  <NextIntlClientProvider
    locale={locale}
    messages={{ ProjectPlan: (locale === 'ar' ? ar : en).ProjectPlan }}
  >
    <PaymentPlanCalculator {...props} />
  </NextIntlClientProvider>
)

/** The server's HTML in a page, optionally changed by the visitor before React takes it over. */
async function hydrate(beforeHydration?: (page: HTMLElement) => void, locale: Locale = 'en') {
  host = document.createElement('div')
  host.innerHTML = renderToString(island(locale))
  document.body.append(host)
  beforeHydration?.(host)
  await act(async () => {
    root = hydrateRoot(host!, island(locale))
  })
  return host
}

const price = (page: HTMLElement) => page.querySelector<HTMLInputElement>('input[name="price"]')!
const unit = (page: HTMLElement) => page.querySelector<HTMLSelectElement>('select[name="unit"]')!
const rows = (page: HTMLElement) => [...page.querySelectorAll('[data-testid="plan-row"]')]
const amounts = (page: HTMLElement) =>
  rows(page).map((row) =>
    Number(row.querySelector('[data-testid="plan-amount"]')!.textContent!.replace(/\D/g, '')),
  )
const months = (page: HTMLElement) =>
  rows(page).map((row) => row.querySelector('time')!.getAttribute('datetime'))
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

async function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
  await act(async () => {
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function pick(select: HTMLSelectElement, value: string) {
  select.value = value
  await act(async () => {
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

describe('the server’s HTML', () => {
  it('holds the schedule of the cheapest unit type, dated from the booking month', () => {
    const page = document.createElement('div')
    page.innerHTML = renderToString(island())
    expect(price(page).value).toBe('1,650,000')
    expect(unit(page).value).toBe('1')
    expect(page.querySelector(`label[for="${price(page).id}"]`)?.textContent).toBe('Price in AED')
    expect(page.querySelector(`label[for="${unit(page).id}"]`)?.textContent).toBe('Unit type')
    expect(rows(page)).toHaveLength(9)
    expect(sum(amounts(page))).toBe(1_650_000)
    expect(months(page)[0]).toBe('2026-11')
    expect(months(page).at(-1)).toBe('2028-12')
    expect(rows(page)[0]!.textContent).toContain('Nov 2026')
    expect(page.querySelector('[data-testid="plan-total"]')?.textContent).toBe('1,650,000 AED')
  })
})

describe('the live calculator', () => {
  it('keeps a price typed before it hydrated and works it out', async () => {
    const page = await hydrate((html) => {
      price(html).value = '2,000,000'
    })
    expect(price(page).value).toBe('2,000,000')
    expect(sum(amounts(page))).toBe(2_000_000)
    expect(unit(page).value).toBe('own')
  })

  it('works out a unit type picked before it hydrated', async () => {
    const page = await hydrate((html) => {
      unit(html).value = '2'
    })
    expect(price(page).value).toBe('9,600,000')
    expect(sum(amounts(page))).toBe(9_600_000)
  })

  it('recomputes when another unit type is picked or a price typed', async () => {
    const page = await hydrate()
    await pick(unit(page), '0')
    expect(price(page).value).toBe('2,450,000')
    expect(sum(amounts(page))).toBe(2_450_000)
    expect(amounts(page)[0]).toBe(245_000)

    await type(price(page), '1,650,000')
    expect(unit(page).value).toBe('1')
    expect(sum(amounts(page))).toBe(1_650_000)
  })

  it('says how to write a price it cannot read, and shows no figures', async () => {
    const page = await hydrate()
    await type(price(page), 'two million')
    expect(price(page).getAttribute('aria-invalid')).toBe('true')
    const message = document.getElementById(price(page).getAttribute('aria-describedby')!)
    expect(message?.textContent).toBe('Enter the price in AED, for example 1,650,000.')
    expect(page.querySelector('[data-testid="plan-schedule"]')).toBeNull()
    expect(page.textContent).not.toMatch(/NaN|Infinity|undefined/)
  })
})

describe('the Arabic calculator', () => {
  it('labels its fields and dates its rows in Arabic, with the same figures', () => {
    const page = document.createElement('div')
    page.innerHTML = renderToString(island('ar'))
    expect(page.querySelector(`label[for="${price(page).id}"]`)?.textContent).toBe('السعر بالدرهم')
    expect(page.querySelector(`label[for="${unit(page).id}"]`)?.textContent).toBe('نوع الوحدة')
    expect(price(page).value).toBe('1,650,000')
    expect(sum(amounts(page))).toBe(1_650_000)
    expect(months(page)[0]).toBe('2026-11')
    expect(rows(page)[0]!.textContent).toContain('نوفمبر 2026')
    expect(page.querySelector('[data-testid="plan-total"]')?.textContent).toBe('1,650,000 درهم')
    expect(page.textContent).not.toMatch(/Unit type|Price in AED|of the price|Total/)
  })

  it('keeps a price typed before it hydrated, Arabic digits included', async () => {
    const page = await hydrate((html) => {
      price(html).value = '٢٬٠٠٠٬٠٠٠'
    }, 'ar')
    expect(price(page).value).toBe('٢٬٠٠٠٬٠٠٠')
    expect(sum(amounts(page))).toBe(2_000_000)
    expect(unit(page).value).toBe('own')
  })

  it('says in Arabic how to write a price it cannot read', async () => {
    const page = await hydrate(undefined, 'ar')
    await type(price(page), 'مليونان')
    const message = document.getElementById(price(page).getAttribute('aria-describedby')!)
    expect(message?.textContent).toBe('أدخل السعر بالدرهم، مثل 1,650,000.')
  })
})
