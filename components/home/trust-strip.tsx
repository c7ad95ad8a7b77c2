import { Container } from '@/components/ui/container'
import { claims } from '@/content/home'

/** The firm's headline claims (SPEC section 1), as a quiet strip under the banner. */
export function TrustStrip() {
  return (
    <section aria-label="Why clients choose us" className="border-b border-ink/[0.06] bg-ivory">
      <Container>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 md:grid-cols-3 lg:flex lg:justify-between lg:gap-0 lg:py-12">
          {claims.map((claim, index) => (
            <div
              key={claim.label}
              className={`flex flex-col-reverse justify-end lg:border-l lg:border-ink/10 lg:px-8 lg:first:border-l-0 lg:first:pl-0 lg:last:pr-0 ${index === claims.length - 1 ? 'col-span-2 md:col-span-1' : ''}`}
            >
              <dt className="mt-2 max-w-[12rem] text-xs leading-snug tracking-wide text-ink/70 md:text-sm">{claim.label}</dt>
              <dd className="font-display text-[1.75rem] leading-none font-medium text-ink md:text-[2.1rem] lg:whitespace-nowrap lining-nums tabular-nums xl:text-[2.4rem]">
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
