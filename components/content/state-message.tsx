import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * The error and empty states of a data section, in the words of docs/requirements.md §8, rendered
 * on the server in place of the content that could not load (the rest of the page still works).
 */
export function StateMessage({
  children,
  tone = 'error',
  action,
  className,
}: {
  children: ReactNode
  tone?: 'error' | 'empty'
  action?: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={tone === 'error' ? 'error-state' : 'empty-state'}
      className={cn(
        'rounded-2xl border px-6 py-12 text-center',
        tone === 'error' ? 'border-danger/25 bg-danger/[0.04] text-danger' : 'border-ink/10 bg-white text-ink/70',
        className,
      )}
    >
      <p className="text-base font-medium">{children}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  )
}
