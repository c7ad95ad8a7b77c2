import type { Faq } from '@/content/types'

/**
 * The careers FAQs as native disclosure widgets: keyboard- and screen-reader-accessible with
 * no script, and open in the server-rendered page for anyone who clicks before hydration.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-ink/10 border-ink/10 divide-y border-y" data-testid="faq-list">
      {faqs.map((faq, index) => (
        <details key={faq.question} className="group" open={index === 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-7 text-start [&::-webkit-details-marker]:hidden">
            <h3 className="font-display text-ink text-2xl leading-snug font-medium md:text-[1.75rem]">
              {faq.question}
            </h3>
            <span
              aria-hidden
              className="border-ink/15 group-open:border-sand-500 group-open:bg-sand-500 relative inline-flex size-10 shrink-0 items-center justify-center rounded-full border transition-colors"
            >
              <span className="bg-ink absolute h-px w-4 group-open:bg-white" />
              <span className="bg-ink absolute h-4 w-px transition-transform duration-300 group-open:scale-y-0 motion-reduce:transition-none" />
            </span>
          </summary>
          <div className="text-ink/75 space-y-4 pb-8 leading-relaxed md:pe-16">
            {faq.answer.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
