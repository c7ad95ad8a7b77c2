import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Reveal } from './reveal.client'

/**
 * A section's eyebrow, heading and description. Section titles are larger on phones
 * (docs/requirements.md §2: at 767 px or less) so they hold the screen the way a photo would.
 */
export function SectionTitle({
  eyebrow,
  title,
  description,
  align = 'left',
  tone = 'dark',
  as = 'h2',
  className,
}: {
  eyebrow?: string
  title: ReactNode
  description?: ReactNode
  align?: 'left' | 'center'
  tone?: 'dark' | 'light'
  as?: 'h1' | 'h2'
  className?: string
}) {
  return (
    <div className={cn(align === 'center' && 'mx-auto text-center', 'max-w-3xl', className)}>
      {eyebrow && (
        <p
          className={cn(
            'mb-4 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal',
            tone === 'light' ? 'text-sand-300' : 'text-sand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <Reveal
        as={as}
        className={cn(
          'font-display text-[2.6rem] leading-[1.05] font-medium md:text-5xl lg:text-6xl rtl:leading-[1.3]',
          tone === 'light' ? 'text-ivory' : 'text-ink',
        )}
      >
        {title}
      </Reveal>
      {description && (
        <Reveal
          delay={0.2}
          className={cn(
            'mt-5 text-base leading-relaxed md:text-lg',
            tone === 'light' ? 'text-ivory/80' : 'text-ink/70',
          )}
        >
          {description}
        </Reveal>
      )}
    </div>
  )
}
