import { useTranslations } from 'next-intl'
import type { ServiceContent } from '@/content/types'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'

type PointData = NonNullable<ServiceContent['pointData']>

/** The optional "why us" points of a service, on a stone band (the call to action below is dark). */
export function PointsBlock({ data }: { data: PointData }) {
  const t = useTranslations('Services')
  return (
    <section aria-label={data.header} className="bg-stone-100 py-20 md:py-24">
      <Container className="grid gap-12 lg:grid-cols-12">
        <SectionTitle eyebrow={t('pointsEyebrow')} title={data.header} className="lg:col-span-5" />
        <ul
          className="grid gap-x-10 gap-y-6 sm:grid-cols-2 lg:col-span-7"
          data-testid="points-block"
        >
          {data.data.map((point) => (
            <li
              key={point}
              className="border-ink/10 text-ink/80 flex gap-4 border-t pt-6 leading-relaxed"
            >
              <svg
                aria-hidden
                viewBox="0 0 20 20"
                className="text-sand-600 mt-1 h-5 w-5 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              >
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
