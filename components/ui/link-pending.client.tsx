'use client'

import { useLinkStatus } from 'next/link'

/**
 * A quiet spinner inside a Link while the server renders its target (slow networks): the
 * loading state of a page opened from within the site. A page opened directly arrives whole
 * from the page cache, so its routes have no loading.tsx: a streamed skeleton there would be
 * painted first and then pushed aside by the content, shifting the layout.
 */
export function LinkPending() {
  const { pending } = useLinkStatus()
  if (!pending) return null
  return (
    <span
      aria-hidden="true"
      className="ms-2 inline-block size-3 rounded-full border-[1.5px] border-current border-e-transparent motion-safe:animate-spin"
    />
  )
}
