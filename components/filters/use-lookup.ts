import { useEffect, useState } from 'react'
import { lazyModule } from '@/components/ui/lazy-module'
import type { CitiesAndTypes } from '@/lib/api/types'

const lookupQuery = lazyModule(() => import('./lookup-query'))

/**
 * The Location and Types choices. The server reads them with the page; only when that read
 * failed does the browser ask the API (through react-query, fetched for that case alone).
 */
export function useLookup(fromServer: CitiesAndTypes | undefined): CitiesAndTypes | undefined {
  const [fetched, setFetched] = useState<CitiesAndTypes>()
  useEffect(() => {
    if (fromServer) return
    let live = true
    lookupQuery
      .load()
      .then((query) => query.fetchLookup())
      .then(
        (lookup) => live && setFetched(lookup),
        // Still unknown: the fields accept typed values, as custom values allow
        // (docs/requirements.md §5).
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [fromServer])
  return fromServer ?? fetched
}
