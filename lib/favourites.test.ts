// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Store = typeof import('./favourites')

const id = (n: number) => n.toString(16).padStart(24, 'a')
const A = id(1)
const B = id(2)
const C = id(3)

// A fresh module per test: the store keeps its memory fallback in module state.
let store: Store
beforeEach(async () => {
  localStorage.clear()
  vi.resetModules()
  store = await import('./favourites')
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('parseFavourites', () => {
  it('reads a stored list of listing ids', () => {
    expect(store.parseFavourites(JSON.stringify([A, B]))).toEqual([A, B])
  })

  it.each([null, '', 'not json', '{"a":1}', '"aaaa"', '42'])('treats %s as no favourites', (raw) => {
    expect(store.parseFavourites(raw)).toEqual([])
  })

  it('drops anything that is not a listing id and repeats, and keeps the first 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => id(i + 10))
    const raw = JSON.stringify([A, 'x', 7, null, A.toUpperCase(), `${A}0`, A, B, ...many])
    const ids = store.parseFavourites(raw)
    expect(ids.slice(0, 2)).toEqual([A, B])
    expect(ids).toHaveLength(store.MAX_FAVOURITES)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('toggleFavourite', () => {
  it('saves newest first and removes on the second tap', () => {
    expect(store.toggleFavourite(A)).toBe(true)
    expect(store.toggleFavourite(B)).toBe(true)
    expect(store.readFavourites()).toEqual([B, A])
    expect(JSON.parse(localStorage.getItem(store.FAVOURITES_KEY)!)).toEqual([B, A])
    expect(store.isFavourite(A)).toBe(true)

    expect(store.toggleFavourite(A)).toBe(false)
    expect(store.readFavourites()).toEqual([B])
    expect(store.isFavourite(A)).toBe(false)
  })

  it('refuses something that is not a listing id', () => {
    expect(store.toggleFavourite('../../etc')).toBe(false)
    expect(store.readFavourites()).toEqual([])
    expect(localStorage.getItem(store.FAVOURITES_KEY)).toBeNull()
  })

  it('lets the oldest save go past the cap', () => {
    for (let i = 0; i <= store.MAX_FAVOURITES; i++) store.toggleFavourite(id(100 + i))
    const ids = store.readFavourites()
    expect(ids).toHaveLength(store.MAX_FAVOURITES)
    expect(ids[0]).toBe(id(100 + store.MAX_FAVOURITES))
    expect(ids).not.toContain(id(100))
  })

  it('keeps working for the page when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    expect(store.toggleFavourite(A)).toBe(true)
    expect(store.toggleFavourite(B)).toBe(true)
    expect(store.readFavourites()).toEqual([B, A])
  })
})

describe('readFavourites', () => {
  it('answers the same array until the list changes (useSyncExternalStore needs it)', () => {
    store.toggleFavourite(A)
    const first = store.readFavourites()
    expect(store.readFavourites()).toBe(first)
    store.toggleFavourite(B)
    expect(store.readFavourites()).not.toBe(first)
  })

  it('sees a change another tab wrote', () => {
    store.toggleFavourite(A)
    localStorage.setItem(store.FAVOURITES_KEY, JSON.stringify([C, A]))
    expect(store.readFavourites()).toEqual([C, A])
  })
})

describe('removeFavourites', () => {
  it('forgets only the listings that are gone, in order', () => {
    for (const x of [A, B, C]) store.toggleFavourite(x)
    store.removeFavourites([B])
    expect(store.readFavourites()).toEqual([C, A])
  })

  it('writes nothing when nothing is gone', () => {
    store.toggleFavourite(A)
    const changed = vi.fn()
    const stop = store.subscribeFavourites(changed)
    store.removeFavourites([B])
    expect(changed).not.toHaveBeenCalled()
    stop()
  })
})

describe('subscribeFavourites', () => {
  it('calls back on a change in this tab and in another, until unsubscribed', () => {
    const changed = vi.fn()
    const stop = store.subscribeFavourites(changed)
    store.toggleFavourite(A)
    expect(changed).toHaveBeenCalledTimes(1)

    window.dispatchEvent(new StorageEvent('storage', { key: store.FAVOURITES_KEY }))
    expect(changed).toHaveBeenCalledTimes(2)
    // Another tab cleared all of this site's storage.
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(changed).toHaveBeenCalledTimes(3)
    window.dispatchEvent(new StorageEvent('storage', { key: 'currency' }))
    expect(changed).toHaveBeenCalledTimes(3)

    stop()
    store.toggleFavourite(B)
    window.dispatchEvent(new StorageEvent('storage', { key: store.FAVOURITES_KEY }))
    expect(changed).toHaveBeenCalledTimes(3)
  })
})
