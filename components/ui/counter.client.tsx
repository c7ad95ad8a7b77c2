'use client'

import { useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

export interface CounterItem {
  value: number
  suffix: string
  label: string
}

const DURATION_MS = 2500
const THRESHOLD = 0.3

const easeOut = (t: number) => 1 - Math.pow(1 - t, 3)

/**
 * SPEC: counters start once, when 30% of their block is visible, and count for 2.5 s; before
 * that they read 0+, 0% and 0 (also the server-rendered state). Reduced motion jumps straight
 * to the targets. Screen readers get the final figure, not the ticking one.
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
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
          setProgress(1)
          return
        }
        const start = performance.now()
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / DURATION_MS)
          setProgress(easeOut(t))
          if (t < 1) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: THRESHOLD },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <dl ref={ref} className={cn('grid gap-10 sm:grid-cols-3 sm:gap-6', className)}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse justify-end">
          <dt className={cn('mt-3 max-w-[16rem] text-sm leading-snug md:text-base', tone === 'light' ? 'text-ivory/80' : 'text-ink/70')}>
            {item.label}
          </dt>
          <dd className={cn('font-display text-6xl leading-none font-medium lining-nums tabular-nums md:text-7xl', tone === 'light' ? 'text-sand-300' : 'text-sand-700')}>
            <span aria-hidden="true" data-counter={item.value}>
              {`${Math.round(item.value * progress)}${item.suffix}`}
            </span>
            <span className="sr-only">{`${item.value}${item.suffix}`}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
