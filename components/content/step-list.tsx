import { useTranslations } from 'next-intl'
import type { ComplaintStep } from '@/content/types'
import { Reveal } from '@/components/ui/reveal.client'

/** A numbered procedure on a hairline timeline: across on wide screens, down on phones. */
export function StepList({ steps }: { steps: readonly ComplaintStep[] }) {
  const t = useTranslations('Content')
  return (
    <ol
      className="relative grid gap-10 md:grid-cols-2 lg:grid-cols-4 lg:gap-8"
      data-testid="complaint-steps"
    >
      {steps.map((step, index) => (
        <li key={step.step} className="relative">
          <Reveal delay={index * 0.12}>
            <div className="flex items-center gap-4">
              <span className="border-sand-500 font-display text-sand-700 inline-flex size-14 shrink-0 items-center justify-center rounded-full border text-2xl lining-nums tabular-nums">
                <span className="sr-only">{t('step')}</span>
                {step.step}
              </span>
              <span aria-hidden className="bg-sand-400/50 hidden h-px flex-1 lg:block" />
            </div>
            <h3 className="font-display text-ink mt-6 text-[1.75rem] leading-tight font-medium">
              {step.title}
            </h3>
            <p className="text-ink/70 mt-3 leading-relaxed">{step.description}</p>
          </Reveal>
        </li>
      ))}
    </ol>
  )
}
