'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useEffect, useState, type ReactNode } from 'react'
import { useMarkDrawnBlocks } from './layout/drawn-blocks'
import { SmoothScroll } from './layout/smooth-scroll.client'

// Toasts only ever follow a visitor's action, so their renderer is its own chunk, fetched after
// the page has hydrated. It shares sonner's module (and so its toast store) with the forms.
const Toaster = dynamic(() => import('./ui/toaster.client').then((m) => m.Toaster), { ssr: false })

/**
 * Marks the document once React owns it (`html[data-hydrated]`), so browser tests can tell the
 * server's HTML from the live app without guessing at timings. Effects run children first.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

/** App-wide client state: one query cache per browser session, toasts and smooth scrolling. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } }),
  )
  useMarkHydrated()
  useMarkDrawnBlocks()
  return (
    <QueryClientProvider client={queryClient}>
      <SmoothScroll />
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
