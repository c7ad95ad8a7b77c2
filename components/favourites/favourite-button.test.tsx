// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl'
import { act, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FAVOURITES_KEY, readFavourites, toggleFavourite } from '@/lib/favourites'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { FavouriteButton } from './favourite-button.client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const ID = '65f1c2a9b7e4d3a1c0f9e812'
const NAME = 'Marina Gate Residences'

/** The heart with its texts, as the site layout gives them (the Favourites namespace only). */
function withTexts(node: ReactNode, locale: 'en' | 'ar' = 'en') {
  const { Favourites } = locale === 'ar' ? ar : en
  return (
    <NextIntlClientProvider locale={locale} messages={{ Favourites }}>
      {node}
    </NextIntlClientProvider>
  )
}

let root: Root | null = null
let container: HTMLElement | null = null

/** Server HTML first, then React takes it over, as on a real page. */
async function hydrate() {
  const host = document.createElement('div')
  host.innerHTML = renderToString(withTexts(<FavouriteButton id={ID} name={NAME} />))
  document.body.append(host)
  container = host
  await act(async () => {
    root = hydrateRoot(host, withTexts(<FavouriteButton id={ID} name={NAME} />))
  })
  await settle()
  return () => host.querySelector('button')!
}

/** The hearts load the store after hydration (lazy-store.ts): let that land. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

// The store reads storage on every call: clearing it resets the list.
beforeEach(() => localStorage.clear())
afterEach(async () => {
  await act(async () => root?.unmount())
  root = null
  container?.remove()
  container = null
})

describe('FavouriteButton', () => {
  it('is rendered unpressed on the server, inside a form a pre-hydration tap can be replayed from', () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([ID]))
    const html = renderToString(withTexts(<FavouriteButton id={ID} name={NAME} />))
    expect(html).toMatch(/^<form/)
    expect(html).toContain('type="submit"')
    expect(html).toContain('aria-pressed="false"')
    expect(html).toContain(`aria-label="Save ${NAME}"`)
    // Where scripts are off the heart cannot save anything, so it is not shown.
    // (globals.css hides .favourite-form under `scripting: none`; e2e/favourites.spec.ts checks it.)
    expect(html).toContain('class="favourite-form')
  })

  it('shows the saved state once hydrated', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([ID]))
    const button = await hydrate()
    expect(button().getAttribute('aria-pressed')).toBe('true')
    expect(button().getAttribute('aria-label')).toBe(`Remove ${NAME} from saved`)
  })

  it('saves and un-saves on a tap, once per tap', async () => {
    const button = await hydrate()
    expect(button().getAttribute('aria-pressed')).toBe('false')

    await act(async () => button().click())
    await settle()
    expect(readFavourites()).toEqual([ID])
    expect(button().getAttribute('aria-pressed')).toBe('true')

    await act(async () => button().click())
    await settle()
    expect(readFavourites()).toEqual([])
    expect(button().getAttribute('aria-pressed')).toBe('false')
    expect(button().getAttribute('aria-label')).toBe(`Save ${NAME}`)
  })

  it('follows a change made elsewhere on the page or in another tab', async () => {
    const button = await hydrate()
    await act(async () => void toggleFavourite(ID))
    expect(button().getAttribute('aria-pressed')).toBe('true')

    await act(async () => {
      localStorage.setItem(FAVOURITES_KEY, '[]')
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }))
    })
    expect(button().getAttribute('aria-pressed')).toBe('false')
  })

  it('names the listing in the Arabic edition’s words', () => {
    const html = renderToString(
      withTexts(<FavouriteButton id={ID} name={NAME} variant="page" />, 'ar'),
    )
    expect(html).toContain(`aria-label="احفظ ${NAME}"`)
    expect(html).toContain('<span>حفظ</span>')
  })
})
