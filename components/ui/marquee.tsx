import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * An endless horizontal row (SPEC partner slider: gap 15 px, 15 s loop, shift 50% at 767 px or
 * wider, otherwise 500%). Pure CSS (see globals.css): the items are rendered twice and the track
 * slides by exactly one set; the copy is hidden from assistive technology. Pauses on hover and
 * focus, and stands still for reduced motion.
 */
export function Marquee({
  items,
  reverse = false,
  label,
  className,
}: {
  items: { key: string; node: ReactNode }[]
  reverse?: boolean
  label: string
  className?: string
}) {
  return (
    <div className={cn('marquee', className)} data-direction={reverse ? 'reverse' : 'forward'}>
      <div className="marquee-track">
        <ul className="marquee-set" aria-label={label}>
          {items.map((item) => (
            <li key={item.key} className="marquee-item">
              {item.node}
            </li>
          ))}
        </ul>
        <ul className="marquee-set" aria-hidden="true">
          {items.map((item) => (
            <li key={item.key} className="marquee-item">
              {item.node}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
