import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { localeInfo } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'

/**
 * An endless horizontal row (docs/requirements.md §9, partner slider: gap 15 px, 15 s loop, shift
 * 50% at 767 px or wider, otherwise 500%). Pure CSS (see globals.css): the items are rendered twice
 * and the track slides by exactly one set; the copy is hidden from assistive technology. Pauses on
 * hover and focus, and stands still for reduced motion.
 *
 * The loop's geometry is physical (the track slides left by one set), so the row is always laid
 * out left to right; in Arabic it runs the other way, its items arriving from the left, where an
 * Arabic line ends. Server-only: it reads the page's edition.
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
  const mirrored = localeInfo[getLocale()].dir === 'rtl'
  // Inline, to win over the stylesheet's direction for either row (reversed or not).
  const direction = mirrored ? { animationDirection: reverse ? 'normal' : 'reverse' } : undefined
  return (
    <div
      dir="ltr"
      className={cn('marquee', className)}
      data-direction={reverse ? 'reverse' : 'forward'}
    >
      <div className="marquee-track" style={direction}>
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
