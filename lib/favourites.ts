/**
 * The visitor's saved homes, kept in this browser only (no account): a list of listing ids,
 * newest first. Framework-free and tiny, because every card's heart loads it — the home page
 * has almost no room left in its script budget.
 *
 * The snapshot functions return the same array until the list really changes, so React's
 * useSyncExternalStore can read them on every render.
 */

export const FAVOURITES_KEY = 'ck:favourites'
/** A shortlist, not an archive: the oldest save gives way past this. */
export const MAX_FAVOURITES = 50
/** Fired on window when this tab changes the list ('storage' only reaches the other tabs). */
export const FAVOURITES_EVENT = 'ck:favourites'

const LISTING_ID = /^[a-f0-9]{24}$/

export const isListingId = (value: unknown): value is string =>
  typeof value === 'string' && LISTING_ID.test(value)

const EMPTY: readonly string[] = []

/** Stored text → ids: anything that is not a listing id is dropped, duplicates once, capped. */
export function parseFavourites(raw: string | null): readonly string[] {
  if (!raw) return EMPTY
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return EMPTY
  }
  if (!Array.isArray(value)) return EMPTY
  return [...new Set(value.filter(isListingId))].slice(0, MAX_FAVOURITES)
}

// Where storage is refused (some private modes, a full quota) the list lives for this page only.
let inMemory = false
let memory: string | null = null
let lastRaw: string | null = null
let lastList = EMPTY

function readRaw(): string | null {
  if (!inMemory) {
    try {
      return localStorage.getItem(FAVOURITES_KEY)
    } catch {
      inMemory = true
    }
  }
  return memory
}

/** The saved ids, newest first. The same array is returned until the list changes. */
export function readFavourites(): readonly string[] {
  const raw = readRaw()
  if (raw !== lastRaw) {
    lastRaw = raw
    lastList = parseFavourites(raw)
  }
  return lastList
}

export const isFavourite = (id: string): boolean => readFavourites().includes(id)

function write(ids: readonly string[]) {
  const raw = JSON.stringify(ids.slice(0, MAX_FAVOURITES))
  memory = raw
  if (!inMemory) {
    try {
      localStorage.setItem(FAVOURITES_KEY, raw)
    } catch {
      inMemory = true
    }
  }
  window.dispatchEvent(new Event(FAVOURITES_EVENT))
}

/** Saves or un-saves one listing; answers whether it is saved now. */
export function toggleFavourite(id: string): boolean {
  if (!isListingId(id)) return false
  const ids = readFavourites()
  const saved = !ids.includes(id)
  write(saved ? [id, ...ids] : ids.filter((other) => other !== id))
  return saved
}

/** Forgets listings that no longer exist, without touching the rest. */
export function removeFavourites(gone: readonly string[]) {
  const ids = readFavourites()
  const kept = ids.filter((id) => !gone.includes(id))
  if (kept.length !== ids.length) write(kept)
}

/** Calls back whenever the list may have changed, in this tab or another. */
export function subscribeFavourites(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) onChange()
  }
  window.addEventListener(FAVOURITES_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(FAVOURITES_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}
