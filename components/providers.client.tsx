'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useEffect, useState, type ReactNode } from 'react'
import { SmoothScroll } from './layout/smooth-scroll.client'
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

/** App-wide client state: one query cache per browser session, toasts and smooth scrolling. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } }),
  )
  return (
    <QueryClientProvider client={queryClient}>
      <SmoothScroll />
      {children}
      <IdleToaster />
    </QueryClientProvider>
  )
}
