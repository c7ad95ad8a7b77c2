import { useTranslations } from 'next-intl'
import { PropertyCardGrid } from '@/components/property/property-card-grid'
import { Container } from '@/components/ui/container'
import { PageLinks } from '@/components/ui/page-links'
import { SectionTitle } from '@/components/ui/section-title'
import type { Paginated, Property } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import type { Locale } from '@/lib/i18n/locales'
import type { Broker } from '@/lib/server/team'

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
  const t = useTranslations('Broker')
  const { page, totalPages } = listings
  return (
    <section
      aria-labelledby="broker-listings-heading"
      data-testid="broker-listings"
      className="py-16 md:py-24"
    >
      <Container>
        <SectionTitle
          eyebrow={t('listingsEyebrow')}
          title={
            <span id="broker-listings-heading">
              {t('listingsTitle', { firstName: broker.firstName })}
            </span>
          }
          description={
            listings.totalDocs > 0 ? t('listingsCount', { count: listings.totalDocs }) : undefined
          }
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
            {t('noListings', { firstName: broker.firstName })}
          </p>
        )}
        <PageLinks
          page={page}
          totalPages={totalPages}
          hrefFor={(to) => brokerPageHref(broker.slug, to)}
          label={t('pagesLabel')}
          testId="broker-pagination"
        />
      </Container>
    </section>
  )
}
