/**
 * A module fetched on first need rather than with the page: `current` once it has arrived, and
 * `load()` to fetch it (once; a fetch the network dropped is tried again on the next call).
 */
export function lazyModule<T>(importer: () => Promise<T>) {
  let current: T | null = null
  let pending: Promise<T> | null = null
  return {
    get current() {
      return current
    },
    load(): Promise<T> {
      pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          pending = null
          throw error
        },
      )
      return pending
    },
  }
}

/** Calls `near` once `element` comes within a screen of the viewport; returns a stop function. */
export function whenNear(element: Element, near: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      near()
    },
    { rootMargin: '100% 0px' },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
