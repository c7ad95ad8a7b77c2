import { useSyncExternalStore } from 'react'
import { readFavourites, subscribeFavourites } from '@/lib/favourites'

const NONE: readonly string[] = []

/**
 * The saved ids, newest first. The server cannot see the browser's list: it renders none, and
 * the browser's list takes over right after hydration.
 */
export function useFavourites(): readonly string[] {
  return useSyncExternalStore(subscribeFavourites, readFavourites, () => NONE)
}
