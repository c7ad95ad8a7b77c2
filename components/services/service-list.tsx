import { useTranslations } from 'next-intl'
import type { ServiceContent } from '@/content/types'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'

type ImagedData = ServiceContent['imagedData']

/**
 * The numbered list of what the service covers, some entries with a sub-list. The heading
 * stays in view beside the list on wide screens, so a long list never loses its title.
 */
export function ServiceList({ data }: { data: ImagedData }) {
  const t = useTranslations('Services')
  return (
    <section aria-label={data.header} className="py-20 md:py-28">
      <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <div className="lg:sticky lg:top-32">
            <SectionTitle eyebrow={t('listEyebrow')} title={data.header} />
            <p className="text-ink/70 mt-6 max-w-sm leading-relaxed">{t('listNote')}</p>
          </div>
        </div>
        <ol
          className="divide-ink/10 border-ink/10 divide-y border-y lg:col-span-7"
          data-testid="service-list"
        >
          {data.data.map((item, index) => (
            <li
              key={item.title}
              className="grid grid-cols-[3.25rem_1fr] gap-4 py-8 md:grid-cols-[4.5rem_1fr]"
            >
              <span
                aria-hidden
                className="font-display text-sand-600 text-3xl leading-none lining-nums tabular-nums md:text-4xl"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="font-display text-ink text-2xl leading-tight font-medium md:text-[1.75rem]">
                  {item.title}
                </h3>
                <p className="text-ink/70 mt-2 leading-relaxed">{item.description}</p>
                {item.list && item.list.length > 0 && (
                  <ul className="mt-4 space-y-2">
                    {item.list.map((entry) => (
                      <li
                        key={entry}
                        className="text-ink/80 flex gap-3 text-[0.95rem] leading-relaxed"
                      >
                        <span
                          aria-hidden
                          className="bg-sand-500 mt-[0.6rem] h-1.5 w-1.5 shrink-0 rounded-full"
                        />
                        {entry}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}
