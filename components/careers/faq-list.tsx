import type { Faq } from '@/content/types'

/**
 * The careers FAQs as native disclosure widgets: keyboard- and screen-reader-accessible with
 * no script, and open in the server-rendered page for anyone who clicks before hydration.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-ink/10 border-y border-ink/10" data-testid="faq-list">
      {faqs.map((faq, index) => (
        <details key={faq.question} className="group" open={index === 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-7 text-left [&::-webkit-details-marker]:hidden">
            <h3 className="font-display text-2xl leading-snug font-medium text-ink md:text-[1.75rem]">{faq.question}</h3>
            <span
              aria-hidden
              className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-ink/15 transition-colors group-open:border-sand-500 group-open:bg-sand-500"
            >
              <span className="absolute h-px w-4 bg-ink group-open:bg-white" />
              <span className="absolute h-4 w-px bg-ink transition-transform duration-300 group-open:scale-y-0 motion-reduce:transition-none" />
            </span>
          </summary>
          <div className="space-y-4 pb-8 leading-relaxed text-ink/75 md:pr-16">
            {faq.answer.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
