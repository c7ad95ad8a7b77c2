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
  return (
    <>
      <PageBanner
        title={doc.title}
        description={
          <>
            Effective <time dateTime={toIsoDate(doc.effectiveDate)}>{doc.effectiveDate}</time>
          </>
        }
        image={image}
      />
      <Container className="grid gap-12 py-16 md:py-24 lg:grid-cols-12 lg:gap-16">
        <nav aria-labelledby="toc-title" className="lg:col-span-4">
          <div className="rounded-2xl bg-white p-7 shadow-soft ring-1 ring-ink/[0.04] lg:sticky lg:top-32">
            <h2 id="toc-title" className="text-xs font-semibold tracking-[0.25em] text-sand-700 uppercase">
              Contents
            </h2>
            <ol className="mt-5 space-y-1" data-testid="legal-toc">
              {doc.sections.map((section) => (
                <li key={section.number}>
                  <a
                    href={`#${anchor(section.number)}`}
                    className="flex gap-3 rounded-lg py-1.5 text-[0.95rem] leading-snug text-ink/75 transition-colors hover:text-ink"
                  >
                    <span className="w-6 shrink-0 text-sand-700 lining-nums tabular-nums">{section.number}.</span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-[68ch] lg:col-span-8">
          <div className="space-y-4 text-lg leading-relaxed text-ink/80">
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
                className="scroll-mt-32 border-t border-ink/10 pt-10 mt-12"
              >
                <h2 id={`${anchor(section.number)}-title`} className="flex gap-4 font-display text-3xl leading-tight font-medium text-ink md:text-[2.1rem]">
                  <span className="text-sand-600 lining-nums tabular-nums">{section.number}.</span>
                  {section.title}
                </h2>
                <div className="mt-5 space-y-4 leading-[1.8] text-ink/80">
                  {section.paragraphs.map((p) => (
                    <p key={p.slice(0, 40)}>{linkify(p)}</p>
                  ))}
                  {section.list && (
                    <ul className="space-y-2.5">
                      {section.list.map((item) => (
                        <li key={item} className="flex gap-3">
                          <span aria-hidden className="mt-[0.7rem] h-1.5 w-1.5 shrink-0 rounded-full bg-sand-500" />
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
