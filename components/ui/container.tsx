import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The site's measure: a 12-column-friendly max width with generous side margins. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-site px-5 sm:px-8 lg:px-12', className)}>{children}</div>
}
