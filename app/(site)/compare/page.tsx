import type { Metadata } from 'next'
import Link from 'next/link'
import { pageMetadata } from '@/components/content/page-metadata'
import { compareHref, compareIdsOf, MAX_COMPARE, MIN_COMPARE } from '@/components/compare/compare-ids'
import { monthlyPaymentNote } from '@/components/compare/compare-rows'
import { CompareTable } from '@/components/compare/compare-table'
import { CopyLink } from '@/components/compare/copy-link.client'
import { buttonClasses, ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { env } from '@/lib/env'
import { whatsappHref } from '@/lib/format'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { listPropertiesByIds } from '@/lib/server/properties'
import { readMarketSettings } from '@/lib/server/settings'

export const dynamic = 'force-dynamic'

// Every comparison is a different address with the same kind of content: none is for search
// engines, and the canonical names the page itself rather than each combination.
export const metadata: Metadata = pageMetadata({
  title: 'Compare properties',
  description:
    'Two to four Dubai homes side by side: price, price per square foot, size, community, handover, service charge and the estimated monthly payment.',
  path: '/compare',
  noIndex: true,
})

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const ids = compareIdsOf((await searchParams).ids)
  const [properties, display, market] = await Promise.all([
    ids.length >= MIN_COMPARE ? listPropertiesByIds(ids) : [],
    getDisplayPrefs(),
    readMarketSettings(),
  ])

  if (properties.length < MIN_COMPARE) return <NotEnough />

  const url = new URL(compareHref(properties.map((p) => p._id)), env.SITE_URL).toString()
  return (
    <Container className="py-12 md:py-16">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-stone-600">
        <Link href="/favourites" className="hover:text-ink inline-flex min-h-11 items-center gap-2">
          <span aria-hidden="true">‹</span> Saved properties
        </Link>
      </nav>
      <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase">Side by side</p>
          <h1 className="font-display text-ink mt-3 text-[2.6rem] leading-[1.05] font-medium md:text-6xl">
            Compare properties
          </h1>
          <p className="text-ink/70 mt-4 leading-relaxed">
            {properties.length} homes, figure by figure. Tinted rows are where they differ; the lowest price, the
            lowest price per {display.area === 'sqm' ? 'square metre' : 'square foot'} and the largest home are marked.
          </p>
        </div>
        <section aria-labelledby="share-title" className="lg:max-w-sm">
          <h2 id="share-title" className="text-xs font-semibold tracking-[0.22em] text-stone-600 uppercase">
            Share this comparison
          </h2>
          <a
            href={url}
            className="text-ink hover:text-sand-700 mt-2 block text-sm break-all underline decoration-stone-300 underline-offset-4"
            data-testid="compare-share-url"
          >
            {url}
          </a>
          <div className="mt-4 flex flex-wrap items-start gap-3">
            <CopyLink url={url} />
            <a
              href={whatsappHref('', `Compare these homes in Dubai: ${url}`)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('dark')}
            >
              Share on WhatsApp
            </a>
          </div>
        </section>
      </div>

      <div className="mt-10 md:mt-12">
        <CompareTable properties={properties} display={display} market={market} />
      </div>
      <p className="mt-5 max-w-3xl text-xs leading-relaxed text-stone-600">{monthlyPaymentNote(market)}</p>
    </Container>
  )
}

/** Fewer than two homes to show: say why, and where to pick them. */
function NotEnough() {
  return (
    <Container className="py-20 md:py-28">
      <div className="shadow-soft ring-ink/[0.04] mx-auto max-w-2xl rounded-2xl bg-white px-6 py-14 text-center ring-1 md:px-12">
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase">Compare properties</p>
        <h1 className="font-display text-ink mt-3 text-4xl leading-tight font-medium md:text-5xl">
          Choose at least two homes to compare
        </h1>
        <p className="text-ink/70 mx-auto mt-5 max-w-lg leading-relaxed" data-testid="compare-not-enough">
          A comparison sets {MIN_COMPARE} to {MAX_COMPARE} homes side by side. Save homes with the heart on any listing,
          then tick the ones you want on your saved list. If you followed a shared link, one of its homes may no longer
          be on the market.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/favourites">Your saved properties</ButtonLink>
          <ButtonLink href="/property" variant="outline">
            Browse properties
          </ButtonLink>
        </div>
      </div>
    </Container>
  )
}
