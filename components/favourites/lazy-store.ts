import { useEffect, useState } from 'react'
import { lazyModule } from '@/components/ui/lazy-module'

/**
 * The hearts' view of the saved list. Every card carries a heart, so the store's code is
 * fetched once the page is live instead of riding in the first load of the home page and the
 * listing; until it arrives (a moment after hydration) a heart shows unsaved, as the server
 * rendered it.
 */
const store = lazyModule(() => import('@/lib/favourites'))

export function useIsFavourite(id: string): boolean {
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    let stop: (() => void) | undefined
    let live = true
    store.load().then(
      (favourites) => {
        if (!live) return
        const read = () => setSaved(favourites.isFavourite(id))
        read()
        stop = favourites.subscribeFavourites(read)
      },
      // Not fetched (offline): the heart stays as rendered; a tap tries again.
      () => undefined,
    )
    return () => {
      live = false
      stop?.()
    }
  }, [id])
  return saved
}

export function toggleSaved(id: string): void {
  store.load().then(
    (favourites) => favourites.toggleFavourite(id),
    () => undefined,
  )
}
