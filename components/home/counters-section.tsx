import { Container } from '@/components/ui/container'
import { CounterGroup } from '@/components/ui/counter.client'
import { Reveal } from '@/components/ui/reveal.client'
import { homeCounters } from '@/content/home'

/** The home counters (SPEC targets 20+, 93%, 474) on an ink band. */
export function CountersSection() {
  return (
    <section aria-labelledby="counters-title" className="relative overflow-hidden bg-ink py-20 text-ivory md:py-24">
      <div aria-hidden="true" className="pattern-lattice absolute inset-0 opacity-[0.06]" />
      <Container className="relative grid gap-12 lg:grid-cols-12 lg:items-end">
        <div className="lg:col-span-4">
          <p className="mb-4 text-xs font-semibold tracking-[0.25em] text-sand-300 uppercase">In numbers</p>
          <Reveal as="h2" className="font-display text-4xl leading-tight font-medium md:text-5xl">
            <span id="counters-title">Experience you can measure</span>
          </Reveal>
        </div>
        <CounterGroup items={homeCounters} tone="light" className="lg:col-span-8" />
      </Container>
    </section>
  )
}
