'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { lazyModule } from './lazy-module'

const motion = lazyModule(() => import('./reveal-motion'))

/**
 * Fades and slides its content up once, when it scrolls into view (docs/requirements.md §9: 0.8 s;
 * descriptions follow 0.2 s later). Only a block still below the screen when the page comes alive
 * is hidden to wait for it (data-reveal-pending): what the visitor already sees, or saw before
 * hydration, never disappears, and without JavaScript nothing is hidden. Motion animates the
 * reveal; its code is fetched, apart from the page, as the first block comes within a screen. A
 * block that arrives before that code, or when the network dropped it, is revealed by the
 * stylesheet's transition instead. Reduced-motion visitors get no movement at all.
 */
export function Reveal({
  children,
  delay = 0,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode
  delay?: number
  className?: string
  as?: 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'span'
}) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    // Where the block is comes from the observer's first report, not from measuring it here:
    // every block measuring in its effect, each after the one before had hidden itself, made the
    // browser lay the page out again for each (270 ms on a phone's slower processor, in the
    // task that brings the page alive). The report comes after the next layout; a block below
    // the screen is hidden then, before the visitor can scroll to it.
    let pending = false
    let stopFetching = () => {}
    let stopRevealing = () => {}
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!
        if (!pending) {
          const screenBottom = entry.rootBounds?.height ?? window.innerHeight
          if (entry.boundingClientRect.top < screenBottom) {
            observer.disconnect()
            return
          }
          pending = true
          el.dataset.revealPending = ''
          stopFetching = fetchWhenNear(el)
          return
        }
        if (!entry.isIntersecting) return
        observer.disconnect()
        stopFetching()
        stopRevealing = reveal(el, delay)
      },
      { threshold: 0.15 },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      stopFetching()
      stopRevealing()
      delete el.dataset.revealPending
    }
  }, [delay])
  return (
    <Tag
      ref={ref as never}
      className={cn('reveal', className)}
      style={delay ? { transitionDelay: `${delay}s` } : undefined}
    >
      {children}
    </Tag>
  )
}

// One watcher for every block on the page: the first to come near fetches the code for all.
let nearObserver: IntersectionObserver | null = null

function fetchWhenNear(element: Element): () => void {
  if (motion.current) return () => {}
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      nearObserver?.disconnect()
      nearObserver = null
      motion.load().catch(() => {})
    },
    { rootMargin: '100% 0px' },
  )
  const observer = nearObserver
  observer.observe(element)
  return () => observer.unobserve(element)
}

/** Shows `element` now; returns a function that finishes the reveal at once (on unmount). */
function reveal(element: HTMLElement, delay: number): () => void {
  const loaded = motion.current
  if (!loaded || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    delete element.dataset.revealPending
    if (!loaded) motion.load().catch(() => {})
    return () => {}
  }
  // Motion moves it from here, not the stylesheet's transition (which would replay the fade
  // when motion hands the final style over).
  element.style.transitionProperty = 'none'
  const animation = loaded.animateReveal(element, delay)
  let settled = false
  const settle = () => {
    if (settled) return
    settled = true
    delete element.dataset.revealPending
    for (const property of ['opacity', 'transform', 'transition-property'])
      element.style.removeProperty(property)
  }
  animation.then(settle, settle)
  return () => {
    animation.stop()
    settle()
  }
}
