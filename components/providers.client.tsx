'use client'

import dynamic from 'next/dynamic'
import { useEffect, type ReactNode } from 'react'
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

/**
 * App-wide client behaviour: toasts and smooth scrolling. The react-query cache is not here:
 * the few islands that fetch in the browser bring it (lib/api/query-client.ts), so the pages
 * that fetch nothing never load it.
 */
export function Providers({ children }: { children: ReactNode }) {
  useMarkHydrated()
  useMarkDrawnBlocks()
  return (
    <>
      <SmoothScroll />
      {children}
      <Toaster />
    </>
  )
}
