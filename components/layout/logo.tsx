import Image from 'next/image'
import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

/**
 * The firm's logo, linking home. SPEC: its width is 70% on mobile and 100% otherwise, read here
 * as the rendered size: 70% of the desktop width up to 767 px. `inFirstView` (the header's) loads
 * it with the page rather than lazily, which would wait for layout before even asking for it,
 * but at low priority: on a slow connection the first photograph and the fonts go first, and the
 * logo's box is sized, so nothing moves when it arrives. (Without it, React would also preload it
 * in the head, ahead of the stylesheet.)
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
        fetchPriority={inFirstView ? 'low' : undefined}
        className={cn('h-auto w-[154px] md:w-[220px]', imageClassName)}
      />
    </Link>
  )
}
