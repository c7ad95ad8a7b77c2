import { useTranslations } from 'next-intl'
import type { LegalDocument as LegalDocumentData } from '@/content/types'
import { PageBanner } from '@/components/banner/page-banner'
import { Container } from '@/components/ui/container'
import { linkify } from './linkify'

const anchor = (number: number) => `section-${number}`

/**
 * A long legal text made readable: a contents list that stays in view on wide screens,
 * numbered sections on a comfortable measure, and working e-mail and phone links.
 */
export function LegalDocument({ doc, image }: { doc: LegalDocumentData; image: string }) {
  const t = useTranslations('Legal')
  return (
    <>
      <PageBanner
        title={doc.title}
        description={
          <>
            {t('effective')}{' '}
            <time dateTime={toIsoDate(doc.effectiveDate)} dir="ltr">
              {doc.effectiveDate}
            </time>
          </>
        }
        image={image}
      />
      <Container className="grid gap-12 py-16 md:py-24 lg:grid-cols-12 lg:gap-16">
        <nav aria-labelledby="toc-title" className="lg:col-span-4">
          <div className="shadow-soft ring-ink/[0.04] rounded-2xl bg-white p-7 ring-1 lg:sticky lg:top-32">
            <h2
              id="toc-title"
              className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal"
            >
              {t('contents')}
            </h2>
            <ol className="mt-5 space-y-1" data-testid="legal-toc">
              {doc.sections.map((section) => (
                <li key={section.number}>
                  <a
                    href={`#${anchor(section.number)}`}
                    className="text-ink/75 hover:text-ink flex gap-3 rounded-lg py-1.5 text-[0.95rem] leading-snug transition-colors"
                  >
                    <span className="text-sand-700 w-6 shrink-0 lining-nums tabular-nums">
                      {section.number}.
                    </span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-[68ch] lg:col-span-8">
          <div className="text-ink/80 space-y-4 text-lg leading-relaxed">
            {doc.intro.map((p) => (
              <p key={p.slice(0, 40)}>{linkify(p)}</p>
            ))}
          </div>
          <div data-testid="legal-sections">
            {doc.sections.map((section) => (
              <section
                key={section.number}
                id={anchor(section.number)}
                aria-labelledby={`${anchor(section.number)}-title`}
                className="border-ink/10 mt-12 scroll-mt-32 border-t pt-10"
              >
                <h2
                  id={`${anchor(section.number)}-title`}
                  className="font-display text-ink flex gap-4 text-3xl leading-tight font-medium md:text-[2.1rem]"
                >
                  <span className="text-sand-600 lining-nums tabular-nums">{section.number}.</span>
                  {section.title}
                </h2>
                <div className="text-ink/80 mt-5 space-y-4 leading-[1.8]">
                  {section.paragraphs.map((p) => (
                    <p key={p.slice(0, 40)}>{linkify(p)}</p>
                  ))}
                  {section.list && (
                    <ul className="space-y-2.5">
                      {section.list.map((item) => (
                        <li key={item} className="flex gap-3">
                          <span
                            aria-hidden
                            className="bg-sand-500 mt-[0.7rem] h-1.5 w-1.5 shrink-0 rounded-full"
                          />
                          <span>{linkify(item)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            ))}
          </div>
        </div>
      </Container>
    </>
  )
}

/** '01/04/2024' (day first, as the UAE writes it) → '2024-04-01' for <time>. */
function toIsoDate(date: string): string {
  const [d, m, y] = date.split('/')
  return d && m && y ? `${y}-${m}-${d}` : date
}
