import { useTranslations } from 'next-intl'
import type { ServiceContent } from '@/content/types'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import { Reveal } from '@/components/ui/reveal.client'

type BoxData = NonNullable<ServiceContent['boxData']>

/** The optional numbered boxes of a service (e.g. buying in five steps). */
export function BoxList({ data }: { data: BoxData }) {
  const t = useTranslations('Services')
  return (
    <section aria-label={data.header} className="bg-stone-100 py-20 md:py-28">
      <Container>
        <SectionTitle
          eyebrow={t('stepsEyebrow')}
          title={data.header}
          description={data.description}
        />
        <ol
          className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
          data-testid="box-list"
        >
          {data.data.map((box, index) => (
            <li key={box.header}>
              <Reveal delay={(index % 5) * 0.08} className="h-full">
                <div className="shadow-soft ring-ink/[0.04] flex h-full flex-col rounded-2xl bg-white p-7 ring-1">
                  <span
                    aria-hidden
                    className="font-display text-sand-500 text-5xl leading-none lining-nums tabular-nums"
                  >
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3 className="font-display text-ink mt-6 text-2xl leading-tight font-medium">
                    {box.header}
                  </h3>
                  <p className="text-ink/70 mt-3 text-[0.95rem] leading-relaxed">
                    {box.description}
                  </p>
                </div>
              </Reveal>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}
