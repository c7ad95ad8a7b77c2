'use client'

import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { useContext, useState, type ReactNode } from 'react'

/**
 * Gives its children a react-query client when no app-wide provider is above them, so the
 * filter bar and listing work wherever they are placed; under a site-wide provider it is a
 * pass-through and the caches are shared.
 */
export function EnsureQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext)
  const [own] = useState(
    () =>
      existing ??
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  )
  if (existing) return <>{children}</>
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>
}
