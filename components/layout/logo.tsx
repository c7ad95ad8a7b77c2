import Image from 'next/image'
import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

/**
 * The firm's logo, linking home. SPEC: its width is 70% on mobile and 100% otherwise, read here
 * as the rendered size: 70% of the desktop width up to 767 px. `inFirstView` (the header's) asks
 * for it with the first photograph, at high priority: the page paints as soon as its HTML is in
 * (its styles come inside it), and at low priority a phone on slow 4G drew that first paint
 * without the firm's name for another 1.5 s, queued behind the scripts. It is 3 kB, the price of
 * about 16 ms to the photograph.
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
        fetchPriority={inFirstView ? 'high' : undefined}
        className={cn('h-auto w-[154px] md:w-[220px]', imageClassName)}
      />
    </Link>
  )
}
