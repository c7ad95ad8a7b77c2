import type { TitledText } from '@/content/types'
import { Reveal } from '@/components/ui/reveal.client'
import { cn } from '@/lib/cn'

/** Titled points (values, reasons to choose us…) as quiet numbered cards. */
export function ValuesGrid({
  items,
  tone = 'dark',
  columns = 3,
  testId,
}: {
  items: readonly TitledText[]
  tone?: 'dark' | 'light'
  columns?: 2 | 3 | 4
  testId?: string
}) {
  return (
    <ul
      data-testid={testId}
      className={cn(
        'grid gap-5 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map((item, index) => (
        <li key={item.title}>
          <Reveal delay={index * 0.1} className="h-full">
            <div
              className={cn(
                'flex h-full flex-col rounded-2xl p-8',
                tone === 'light' ? 'bg-ivory/[0.06] ring-1 ring-ivory/10' : 'bg-white shadow-soft ring-1 ring-ink/[0.04]',
              )}
            >
              <span
                aria-hidden
                className={cn('font-display text-lg lining-nums tabular-nums', tone === 'light' ? 'text-sand-300' : 'text-sand-600')}
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={cn('mt-8 font-display text-[1.7rem] leading-tight font-medium', tone === 'light' ? 'text-ivory' : 'text-ink')}>
                {item.title}
              </h3>
              <p className={cn('mt-3 leading-relaxed', tone === 'light' ? 'text-ivory/75' : 'text-ink/70')}>{item.description}</p>
            </div>
          </Reveal>
        </li>
      ))}
    </ul>
  )
}
