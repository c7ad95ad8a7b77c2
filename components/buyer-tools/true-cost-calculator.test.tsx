// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl'
import { act, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MARKET_SETTINGS } from '@/lib/buyer-tools/market-settings'
import { DEFAULT_DISPLAY, type DisplayPrefs } from '@/lib/display-prefs'
import { parseTrueCost } from '@/lib/validation/true-cost'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import ru from '@/messages/ru.json'
import { TrueCostCalculator, type TrueCostCalculatorProps } from './true-cost-calculator.client'
import { defaultTrueCostValues, trueCostStateOf } from './true-cost-fields'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const { mortgage: rules, fees } = DEFAULT_MARKET_SETTINGS

/** The island's texts, as the page's IslandTexts gives them: 'BuyerTools' and 'Validation' only. */
function WithTexts({ locale = 'en', children }: { locale?: 'en' | 'ar' | 'ru'; children: ReactNode }) {
  const edition = { en, ar, ru }[locale]
  const messages = { BuyerTools: edition.BuyerTools, Validation: edition.Validation }
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  )
}

function Calculator({ display }: { display?: DisplayPrefs }) {
  return (
    <WithTexts>
      <TrueCostCalculator {...props(display)} />
    </WithTexts>
  )
}

beforeAll(() => {
  // jsdom has no IntersectionObserver; the island only uses it to fetch its schema early.
  globalThis.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver
})

function props(display: DisplayPrefs = DEFAULT_DISPLAY): TrueCostCalculatorProps {
  const values = defaultTrueCostValues(rules)
  return {
    values,
    initial: trueCostStateOf(parseTrueCost(values, rules), rules, fees),
    rules,
    fees,
    currencyNote: display,
    action: '/mortgage-calculator',
  }
}

let root: Root | null = null
let host: HTMLElement | null = null

afterEach(() => {
  act(() => root?.unmount())
  host?.remove()
  root = null
  host = null
})

/** The server's HTML in a page, optionally changed by the visitor before React takes it over. */
async function hydrate(beforeHydration?: (page: HTMLElement) => void, display?: DisplayPrefs) {
  host = document.createElement('div')
  host.innerHTML = renderToString(<Calculator display={display} />)
  document.body.append(host)
  beforeHydration?.(host)
  await act(async () => {
    root = hydrateRoot(host!, <Calculator display={display} />)
  })
  await settle()
  return host
}

/** Lets the lazily fetched schema arrive and React commit what follows. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30))
  })
}

const field = (page: HTMLElement, name: string) =>
  page.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const radio = (page: HTMLElement, name: string, value: string) =>
  page.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!
const figure = (page: HTMLElement, id: string) =>
  page.querySelector(`[data-testid="true-cost-${id}"]`)?.textContent

async function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
  await act(async () => {
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await settle()
}

describe('the server’s HTML', () => {
  it('is a GET form to the calculator page with the figures already worked out', () => {
    const page = document.createElement('div')
    page.innerHTML = renderToString(<Calculator />)
    const form = page.querySelector('form')!
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/mortgage-calculator')
    for (const name of ['price', 'downPayment', 'term', 'rate', 'age']) {
      const input = field(page, name)
      expect(page.querySelector(`label[for="${input.id}"]`), name).not.toBeNull()
    }
    expect(field(page, 'price').value).toBe('2,000,000')
    expect(radio(page, 'residency', 'expatriate').checked).toBe(true)
    // 2,000,000 with 400,000 down at 4.25% over 25 years: loan 1,600,000 → 8,667.81 a month;
    // DLD 80,580 + trustee 4,200 + registration 4,290 + agency 42,000 + valuation 3,000 = 134,070
    expect(figure(page, 'loan')).toBe('1,600,000 AED')
    expect(figure(page, 'monthly')).toBe('8,668 AED')
    expect(figure(page, 'max-ltv')).toBe('80%')
    expect(figure(page, 'upfront')).toBe('134,070 AED')
    expect(figure(page, 'cash')).toBe('534,070 AED')
    expect(page.querySelector('[data-testid="true-cost-golden-visa"]')).not.toBeNull()
    expect(page.querySelector('button[type="submit"]')?.textContent).toBe('Calculate')
    expect(page.textContent).not.toContain('NaN')
  })
})

describe('the live calculator', () => {
  it('keeps what was typed before it hydrated and works it out', async () => {
    const page = await hydrate((html) => {
      field(html, 'price').value = '3,000,000'
      field(html, 'downPayment').value = '1,500,000'
      radio(html, 'order', 'second').checked = true
      radio(html, 'completion', 'off-plan').checked = true
      radio(html, 'sale', 'resale').checked = true
    })
    expect(field(page, 'price').value).toBe('3,000,000')
    expect(radio(page, 'completion', 'off-plan').checked).toBe(true)
    // expatriate, second, off-plan resale: 50% cap. Loan 1,500,000 → 8,126.07 a month; DLD
    // 120,580, registration 4,040, agency 63,000: upfront 194,820, cash 1,694,820
    expect(figure(page, 'max-ltv')).toBe('50%')
    expect(figure(page, 'monthly')).toBe('8,126 AED')
    expect(figure(page, 'dld')).toBe('120,580 AED')
    expect(figure(page, 'agency')).toBe('63,000 AED')
    expect(figure(page, 'cash')).toBe('1,694,820 AED')
  })

  it('leaves the agency fee out of an off-plan home bought from the developer', async () => {
    const page = await hydrate((html) => {
      field(html, 'price').value = '3,000,000'
      field(html, 'downPayment').value = '1,500,000'
      radio(html, 'order', 'second').checked = true
      radio(html, 'completion', 'off-plan').checked = true
      radio(html, 'sale', 'primary').checked = true
    })
    // the resale's 1,694,820 less its 63,000 agency fee
    expect(figure(page, 'cash')).toBe('1,631,820 AED')
    expect(page.querySelector('[data-testid="true-cost-agency"]')).toBeNull()
    expect(page.querySelector('[data-testid="true-cost-no-agency"]')?.textContent).toContain(
      'No agency fee',
    )
  })

  it('recomputes as the visitor changes a field or an option', async () => {
    const page = await hydrate()
    await type(field(page, 'price'), '1,500,000')
    await type(field(page, 'downPayment'), '300,000')
    // the worked example: 6,500.86 a month, cash 402,570, no Golden Visa
    expect(figure(page, 'monthly')).toBe('6,501 AED')
    expect(figure(page, 'cash')).toBe('402,570 AED')
    expect(page.querySelector('[data-testid="true-cost-golden-visa"]')).toBeNull()
    await act(async () => radio(page, 'residency', 'national').click())
    await settle()
    expect(figure(page, 'max-ltv')).toBe('85%')
  })

  it('shows a zero down payment’s message at the field, never NaN', async () => {
    const page = await hydrate()
    const down = field(page, 'downPayment')
    await type(down, '0')
    const message =
      'Down payment must be at least 400,000 AED: banks lend at most 80% of this price'
    expect(down.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(down.getAttribute('aria-describedby')!)?.textContent).toBe(
      message,
    )
    expect(page.querySelector('[data-testid="true-cost-problems"]')?.textContent).toContain(message)
    expect(page.querySelector('[data-testid="true-cost-monthly"]')).toBeNull()
    for (const text of ['abc', '', '1e9', '-1']) {
      await type(field(page, 'price'), text)
      expect(page.textContent).not.toMatch(/NaN|Infinity|undefined/)
    }
  })

  it('calculates in place: Calculate does not leave the page', async () => {
    const page = await hydrate()
    const form = page.querySelector('form')!
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    await act(async () => {
      form.dispatchEvent(submit)
    })
    expect(submit.defaultPrevented).toBe(true)
    expect(page.querySelector('[data-testid="true-cost-results"]')?.getAttribute('aria-live')).toBe(
      'polite',
    )
  })

  it('shows every figure in the visitor’s currency, rows that add up, and what is paid in dirhams', async () => {
    const usd: DisplayPrefs = {
      currency: 'USD',
      area: 'sqft',
      aedPerUnit: 3.6725,
      ratesAsOf: '2026-11-20',
    }
    const page = await hydrate(undefined, usd)
    // 8,667.81 / 3.6725 = 2,360.2 → 2,360; 534,070 / 3.6725 = 145,424.1 → 145,424
    expect(figure(page, 'monthly')).toBe('2,360 USD')
    expect(page.textContent).toContain('Paid in dirhams: 8,668 AED')
    expect(figure(page, 'cash')).toBe('145,424 USD')
    expect(page.textContent).toContain('Paid in dirhams: 534,070 AED')
    // The fee rows, in whole dollars, add up to the upfront total and, with the down payment,
    // to the cash needed.
    const units = (id: string) => Number(figure(page, id)!.replace(/[^\d]/g, ''))
    const rows = ['dld', 'trustee', 'registration', 'agency', 'valuation'].map(units)
    expect(rows.reduce((sum, value) => sum + value, 0)).toBe(units('upfront'))
    expect(units('down-payment') + units('upfront')).toBe(units('cash'))
    const results = page.querySelector('[data-testid="true-cost-results"]')!.textContent!
    expect(results.replace(/Paid in dirhams: [\d,]+ AED/g, '')).not.toContain('AED')
    // Typed in AED, as the price is set; the price is also read in dollars.
    expect(page.textContent).toContain('About 544,588 USD')
    expect(page.textContent).toContain('rates as of 20 November 2026')
  })
})

describe('the Arabic edition', () => {
  it('posts to the Arabic page and speaks Arabic, figures in Western digits', async () => {
    const arabic = () => (
      <WithTexts locale="ar">
        <TrueCostCalculator {...props()} />
      </WithTexts>
    )
    host = document.createElement('div')
    host.innerHTML = renderToString(arabic())
    document.body.append(host)
    const form = host.querySelector('form')!
    expect(form.getAttribute('action')).toBe('/ar/mortgage-calculator')
    expect(host.querySelector('button[type="submit"]')?.textContent).toBe('احسب')
    expect(field(host, 'price').getAttribute('dir')).toBe('ltr')
    expect(figure(host, 'loan')).toBe('1,600,000 درهم')
    expect(figure(host, 'cash')).toBe('534,070 درهم')
    await act(async () => {
      root = hydrateRoot(host!, arabic())
    })
    await settle()
    await type(field(host, 'downPayment'), '0')
    const down = field(host, 'downPayment')
    const message = document.getElementById(down.getAttribute('aria-describedby')!)?.textContent
    expect(message).toMatch(/[\u0600-\u06FF]/)
    expect(message).toContain('400,000')
    expect(host.querySelector('[data-testid="true-cost-problems"]')?.textContent).toContain(message)
  })
})

describe('the Russian edition', () => {
  it('says what a zero down payment needs in Russian, the amount grouped the Russian way', async () => {
    const russian = () => (
      <WithTexts locale="ru">
        <TrueCostCalculator {...props()} />
      </WithTexts>
    )
    host = document.createElement('div')
    host.innerHTML = renderToString(russian())
    document.body.append(host)
    await act(async () => {
      root = hydrateRoot(host!, russian())
    })
    await settle()
    await type(field(host, 'downPayment'), '0')
    const down = field(host, 'downPayment')
    expect(document.getElementById(down.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Первоначальный взнос — не менее 400\u00a0000 AED: банки кредитуют не более 80% этой цены',
    )
  })
})
