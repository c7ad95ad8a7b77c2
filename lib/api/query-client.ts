import { QueryClient } from '@tanstack/react-query'

let browserClient: QueryClient | undefined

function newQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  })
}

/**
 * The browser's one react-query cache, created by the first island that needs it (the lookup,
 * Explore More, the saved list), so pages that fetch nothing in the browser never load the
 * library. On the server every render gets its own, so no cache is shared between visitors.
 */
export function sharedQueryClient(): QueryClient {
  if (typeof window === 'undefined') return newQueryClient()
  return (browserClient ??= newQueryClient())
}
