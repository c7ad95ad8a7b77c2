'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useEffect, useState, type ReactNode } from 'react'
import { SmoothScroll } from './layout/smooth-scroll.client'
import { HYDRATED_EVENT } from '@/lib/serving/hydrated-event.mjs'
import { whenIdle } from './layout/when-idle'

// Toasts only ever follow a visitor's action, so their renderer loads once the page is idle,
// not with it. It shares sonner's module (and so its toast store) with the forms that call toast().
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false })

function IdleToaster() {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  // SPEC: toasts top-right, auto-closing after 1000 ms.
  return idle ? <Toaster position="top-right" duration={1000} /> : null
}

/**
 * Tells the page's early script (lib/serving/deferred-scripts.mjs) that the app is live, so it
 * can press again what was pressed before. Effects run children first: this one runs last.
 */
function useAnnounceHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    window.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
}

/** App-wide client state: one query cache per browser session, toasts and smooth scrolling. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } }),
  )
  useAnnounceHydrated()
  return (
    <QueryClientProvider client={queryClient}>
      <SmoothScroll />
      {children}
      <IdleToaster />
    </QueryClientProvider>
  )
}
