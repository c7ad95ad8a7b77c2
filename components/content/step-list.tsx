import type { ComplaintStep } from '@/content/types'
import { Reveal } from '@/components/ui/reveal.client'

/** A numbered procedure on a hairline timeline: across on wide screens, down on phones. */
export function StepList({ steps }: { steps: readonly ComplaintStep[] }) {
  return (
    <ol className="relative grid gap-10 md:grid-cols-2 lg:grid-cols-4 lg:gap-8" data-testid="complaint-steps">
      {steps.map((step, index) => (
        <li key={step.step} className="relative">
          <Reveal delay={index * 0.12}>
            <div className="flex items-center gap-4">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full border border-sand-500 font-display text-2xl text-sand-700 lining-nums tabular-nums">
                <span className="sr-only">Step </span>
                {step.step}
              </span>
              <span aria-hidden className="hidden h-px flex-1 bg-sand-400/50 lg:block" />
            </div>
            <h3 className="mt-6 font-display text-[1.75rem] leading-tight font-medium text-ink">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-ink/70">{step.description}</p>
          </Reveal>
        </li>
      ))}
    </ol>
  )
}
