import { PropertyCardGrid } from '@/components/property/property-card-grid'
import { Container } from '@/components/ui/container'
import { Link } from '@/components/ui/link'
import { SectionTitle } from '@/components/ui/section-title'
import type { Paginated, Property } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import type { Locale } from '@/lib/i18n/locales'
import type { Broker } from '@/lib/server/team'
import { brokerMessages } from './broker-messages'

const step =
  'border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-ivory inline-flex min-h-11 items-center gap-2 rounded-full border px-6 text-sm font-semibold tracking-wide transition-colors rtl:tracking-normal'

/** The address of one page of a broker's listings: the first page has no query. */
export function brokerPageHref(slug: string, page: number): string {
  return page > 1 ? `/team/${slug}?page=${page}` : `/team/${slug}`
}

/**
 * The broker's listings on the market, rendered on the server and paged by plain links, so a
 * visitor without JavaScript (and a crawler) reaches every one.
 */
export function BrokerListings({
  broker,
  listings,
  whatsapp,
  display,
  locale,
}: {
  broker: Broker
  listings: Paginated<Property>
  whatsapp: string
  display: DisplayPrefs
  locale: Locale
}) {
  const t = brokerMessages[locale]
  const { page, totalPages } = listings
  return (
    <section
      aria-labelledby="broker-listings-heading"
      data-testid="broker-listings"
      className="py-16 md:py-24"
    >
      <Container>
        <SectionTitle
          eyebrow={t.listingsEyebrow}
          title={<span id="broker-listings-heading">{t.listingsTitle(broker.firstName)}</span>}
          description={listings.totalDocs > 0 ? t.listingsCount(listings.totalDocs) : undefined}
          className="mb-10 md:mb-14"
        />
        {listings.docs.length > 0 ? (
          <PropertyCardGrid
            homes={listings.docs}
            whatsapp={broker.whatsapp || whatsapp}
            display={display}
            locale={locale}
          />
        ) : (
          <p
            className="mx-auto max-w-xl text-center text-stone-600"
            data-testid="broker-no-listings"
          >
            {t.noListings(broker.firstName)}
          </p>
        )}
        {totalPages > 1 && (
          <nav
            aria-label={t.pagesLabel}
            data-testid="broker-pagination"
            className="mt-12 flex items-center justify-between gap-4 md:mt-14"
          >
            {page > 1 ? (
              <Link
                href={brokerPageHref(broker.slug, Math.min(page - 1, totalPages))}
                rel="prev"
                className={step}
              >
                <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                  ←
                </span>
                {t.previous}
              </Link>
            ) : (
              <span aria-hidden="true" />
            )}
            <p className="text-sm text-stone-600 tabular-nums">
              {t.pageBefore}
              <span className="text-ink font-semibold">{Math.min(page, totalPages)}</span>
              {t.pageOf}
              {totalPages}
            </p>
            {page < totalPages ? (
              <Link href={brokerPageHref(broker.slug, page + 1)} rel="next" className={step}>
                {t.next}
                <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                  →
                </span>
              </Link>
            ) : (
              <span aria-hidden="true" />
            )}
          </nav>
        )}
      </Container>
    </section>
  )
}
