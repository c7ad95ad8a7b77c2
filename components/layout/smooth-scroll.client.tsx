'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { framesWhileMoving } from './lenis-frames'
import { getLenis, setLenis } from './smooth-scroll'
import { whenIdle } from './when-idle'

/**
 * docs/requirements.md §2: page scrolling is smoothed (factor 0.1, duration 1) and every route
 * change scrolls to the top. Lenis is imported once the page is idle, so it stays out of the first
 * load, and never loads for visitors who ask for reduced motion.
 */
export function SmoothScroll() {
  const pathname = usePathname()
  // The first render is not a route change: a visitor who scrolled before hydration (or followed
  // a #hash) keeps their place.
  const shownPath = useRef(pathname)

  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)')
    if (media.matches) return
    let cancelled = false
    let destroy: (() => void) | undefined
    // Smoothing is a nicety: it waits until the page has loaded and the browser is idle.
    const cancelIdle = whenIdle(() => {
      void import('lenis').then(({ default: Lenis }) => {
        if (cancelled) return
        const lenis = new Lenis({ lerp: 0.1, duration: 1 })
        const frames = framesWhileMoving(lenis)
        setLenis(lenis, frames.wake)
        destroy = () => {
          setLenis(null)
          frames.stop()
          lenis.destroy()
        }
      })
    })
    return () => {
      cancelled = true
      cancelIdle()
      destroy?.()
    }
  }, [])

  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (window.location.hash) return
    // Instant, not smoothed: a new page should open at its top, not scroll there.
    getLenis()?.scrollTo(0, { immediate: true, force: true })
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  return null
}
