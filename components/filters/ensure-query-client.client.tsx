'use client'

import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { useContext, useState, type ReactNode } from 'react'
import { sharedQueryClient } from '@/lib/api/query-client'

/**
 * Gives its children the browser's react-query client (lib/api/query-client.ts). Only the
 * islands that fetch in the browser use it, so the library is loaded with them, not with every
 * page; under a provider placed higher up it is a pass-through.
 */
export function EnsureQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext)
  const [own] = useState(() => existing ?? sharedQueryClient())
  if (existing) return <>{children}</>
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>
}
