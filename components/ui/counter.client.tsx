'use client'

import { useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { lazyModule, whenNear } from './lazy-module'

export interface CounterItem {
  value: number
  suffix: string
  label: string
}

const DURATION_S = 2.5
const THRESHOLD = 0.3
// How long a counter in view waits for its code before it shows the final figures instead.
const PATIENCE_MS = 3000

const motion = lazyModule(() => import('./count-up'))

/**
 * docs/requirements.md §2: counters start once, when 30% of their block is visible, and count for
 * 2.5 s; before that they read 0+, 0% and 0 (also the server-rendered state). Reduced motion jumps
 * straight to the targets. Screen readers get the final figure, not the ticking one. The counting
 * is motion's, fetched apart from the page as the block comes within a screen; if that code does
 * not arrive, the counters show their targets.
 */
export function CounterGroup({
  items,
  tone = 'dark',
  className,
}: {
  items: readonly CounterItem[]
  tone?: 'dark' | 'light'
  className?: string
}) {
  const ref = useRef<HTMLDListElement>(null)
  const [progress, setProgress] = useState(0)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const stopFetching = whenNear(el, () => void motion.load().catch(() => {}))
    let stop = () => {}
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        stopFetching()
        if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
          setProgress(1)
          return
        }
        let waiting = true
        const finish = () => {
          waiting = false
          setProgress(1)
        }
        const timer = setTimeout(finish, PATIENCE_MS)
        stop = () => {
          waiting = false
          clearTimeout(timer)
        }
        motion.load().then(
          ({ countUp }) => {
            if (!waiting) return
            clearTimeout(timer)
            stop = countUp(DURATION_S, setProgress)
          },
          () => {
            if (!waiting) return
            clearTimeout(timer)
            finish()
          },
        )
      },
      { threshold: THRESHOLD },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      stopFetching()
      stop()
    }
  }, [])

  return (
    <dl ref={ref} className={cn('grid gap-10 sm:grid-cols-3 sm:gap-6', className)}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse justify-end">
          <dt
            className={cn(
              'mt-3 max-w-[16rem] text-sm leading-snug md:text-base',
              tone === 'light' ? 'text-ivory/80' : 'text-ink/70',
            )}
          >
            {item.label}
          </dt>
          <dd
            className={cn(
              'font-display text-6xl leading-none font-medium lining-nums tabular-nums md:text-7xl',
              tone === 'light' ? 'text-sand-300' : 'text-sand-700',
            )}
          >
            {/* '500+' keeps its order in Arabic text too. */}
            <span aria-hidden="true" dir="ltr" data-counter={item.value}>
              {`${Math.round(item.value * progress)}${item.suffix}`}
            </span>
            <span className="sr-only">{`${item.value}${item.suffix}`}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
