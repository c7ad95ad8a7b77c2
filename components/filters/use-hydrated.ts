import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and during hydration, true once React owns the DOM. Interactive leaves
 * expose it as `data-hydrated`, so browser tests (and styles) can tell a live widget from its
 * server HTML without guessing at timings.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
