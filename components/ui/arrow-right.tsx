import { cn } from '@/lib/cn'
import { LineIcon } from './line-icon'

/**
 * The arrow after a link's words ('Explore More', 'Read more', …), drawn rather than typed: the
 * site's fonts have no '→', so a typed one sent the browser through the whole fallback stack to a
 * system font (a font lookup per family in the first view's layout, and a glyph that differs on
 * every phone). Decorative: the link's words say where it goes. It points forward, so it turns
 * round in Arabic, which reads from right to left.
 */
export function ArrowRight({ className }: { className?: string }) {
  return (
    <LineIcon
      strokeWidth="1.75"
      className={cn('size-[1.15em] shrink-0 rtl:-scale-x-100', className)}
    >
      <path d="M4 12h16M14 6l6 6-6 6" />
    </LineIcon>
  )
}
