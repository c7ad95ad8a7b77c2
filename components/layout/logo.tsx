import Image from 'next/image'
import { Link } from '@/lib/i18n/navigation'
import { cn } from '@/lib/cn'

/**
 * The firm's logo, linking home. docs/requirements.md §2: its width is 70% on mobile and 100%
 * otherwise, read here as the rendered size: 70% of the desktop width up to 767 px. `inFirstView`
 * (the header's) loads it with the page rather than lazily, which would wait for layout before even
 * asking for it, at the browser's own priority: React then preloads it just after the stylesheet,
 * and it comes with the first photograph (3 kB beside it). At 'low' it queued behind the page's
 * scripts, and a phone on slow 4G painted the page without the firm's name for over a second; at
 * 'high' React preloads it ahead of the stylesheet, which then set out later and held the first
 * paint back (about 70 ms). Its box is sized, so nothing moves when it arrives.
 */
export function Logo({
  tone = 'dark',
  siteName,
  inFirstView = false,
  className,
  imageClassName,
}: {
  tone?: 'dark' | 'light'
  siteName: string
  inFirstView?: boolean
  className?: string
  /** Widths beyond the defaults (154 px on phones, 220 px from md), e.g. where a row is tight. */
  imageClassName?: string
}) {
  return (
    <Link href="/" className={cn('inline-flex shrink-0 items-center rounded-sm', className)}>
      <Image
        src={tone === 'light' ? '/brand/logo-light.svg' : '/brand/logo.svg'}
        alt={siteName}
        width={220}
        height={48}
        loading={inFirstView ? 'eager' : 'lazy'}
        fetchPriority={inFirstView ? 'auto' : undefined}
        className={cn('h-auto w-[154px] md:w-[220px]', imageClassName)}
      />
    </Link>
  )
}
