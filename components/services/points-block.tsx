import type { ServiceContent } from '@/content/types'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'

type PointData = NonNullable<ServiceContent['pointData']>

/** The optional "why us" points of a service, on a stone band (the call to action below is dark). */
export function PointsBlock({ data }: { data: PointData }) {
  return (
    <section aria-label={data.header} className="bg-stone-100 py-20 md:py-24">
      <Container className="grid gap-12 lg:grid-cols-12">
        <SectionTitle eyebrow="Why us" title={data.header} className="lg:col-span-5" />
        <ul className="grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:col-span-7" data-testid="points-block">
          {data.data.map((point) => (
            <li key={point} className="flex gap-4 border-t border-ink/10 pt-6 leading-relaxed text-ink/80">
              <svg aria-hidden viewBox="0 0 20 20" className="mt-1 h-5 w-5 shrink-0 text-sand-600" fill="none" stroke="currentColor" strokeWidth="1.5">
                <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {point}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
