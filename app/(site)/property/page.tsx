import type { Metadata } from 'next'
import { pageMetadata } from '@/components/content/page-metadata'
import { FilterBar } from '@/components/filters/filter-bar.client'
import { publicImage } from '@/components/home/public-image'
import { readSiteSettings } from '@/components/layout/site-settings'
import { ListingBanner } from '@/components/property/listing-banner'
import { LISTING_ERROR, ListingResults } from '@/components/property/listing-results.client'
import { toCardProperty } from '@/components/property/card-property'
import { StatusToggle } from '@/components/property/status-toggle'
import { Container } from '@/components/ui/container'
import type { CitiesAndTypes, Paginated } from '@/lib/api/types'
import { cumulativePageOf, listingHref, searchValuesOf } from '@/lib/query-string'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { getCitiesAndTypes, listProperties } from '@/lib/server/properties'
import {
  listingFilterFromSearchParams,
  PROPERTY_PAGE_SIZE,
  type PropertyFilter,
} from '@/lib/validation/property-query'
import type { CardProperty } from '@/components/property/property-card'

export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The banner photo per purpose; a listing photo stands in until the generated ones exist. */
function bannerImage(status: 'sell' | 'rent'): string | null {
  return status === 'rent'
    ? publicImage('/images/rent-property.jpg', '/images/hero.jpg')
    : publicImage('/images/buy-property.jpg', '/images/hero.jpg')
}

/** SPEC section 2: 'Available Properties' or 'Residence in {location}'. */
function listingTitle(filter: PropertyFilter): string {
  return filter.city ? `Residence in ${filter.city}` : 'Available Properties'
}

function listingDescription(filter: PropertyFilter): string {
  const purpose = filter.status === 'rent' ? 'for rent' : 'for sale'
  return filter.city
    ? `Apartments, villas and penthouses ${purpose} in ${filter.city}, Dubai — verified listings with Trakheesi permits.`
    : `Apartments, villas and penthouses ${purpose} across Dubai — ready homes and off-plan, every listing with a Trakheesi permit.`
}

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams
}): Promise<Metadata> {
  const filter = listingFilterFromSearchParams(await searchParams)
  // Rent and sale listings are separate canonical pages, so their titles differ too.
  const title = `${listingTitle(filter)}${filter.status === 'rent' ? ' for Rent' : ''}`
  const description = listingDescription(filter)
  // Filters beyond purpose and area are views of the same page, not pages of their own.
  const canonical = listingHref({
    status: filter.status === 'rent' ? 'rent' : undefined,
    location: filter.city,
  })
  return pageMetadata({
    title,
    description,
    path: canonical,
    image: bannerImage(filter.status ?? 'sell') ?? undefined,
  })
}

export default async function PropertyListingPage({
  searchParams,
}: {
  searchParams: SearchParams
}) {
  const params = await searchParams
  const filter = listingFilterFromSearchParams(params)
  const status = filter.status ?? 'sell'
  // Without JavaScript, 'Explore More' is ?page=N: pages 1..N arrive in one read.
  const pages = cumulativePageOf(params.page)
  const values = searchValuesOf(filter)

  const [listing, lookup, settings, display] = await Promise.all([
    listProperties({ ...filter, page: 1, limit: PROPERTY_PAGE_SIZE * pages }).then(
      (result): Paginated<CardProperty> => ({ ...result, docs: result.docs.map(toCardProperty) }),
      () => null,
    ),
    getCitiesAndTypes().catch((): CitiesAndTypes | undefined => undefined),
    readSiteSettings(),
    getDisplayPrefs(),
  ])

  const { page: _page, limit: _limit, ...listFilter } = filter
  const purpose = status === 'rent' ? 'for rent' : 'for sale'

  return (
    <>
      <ListingBanner
        eyebrow={status === 'rent' ? 'Dubai residences to rent' : 'Dubai residences for sale'}
        title={listingTitle(filter)}
        description="Hand-picked homes across the city’s most sought-after communities, each verified and permitted."
        image={bannerImage(status) ?? listing?.docs[0]?.banner.s3Url}
        filter
        height={360}
      />
      <Container className="relative z-20 -mt-16 md:-mt-20">
        <FilterBar key={JSON.stringify(values)} theme="light" initial={values} lookup={lookup} />
      </Container>

      <Container className="py-14 md:py-20">
        <section aria-labelledby="results-heading">
          <div className="mb-10 flex flex-col gap-5 md:mb-12 md:flex-row md:items-end md:justify-between">
            <div>
              <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase">
                The collection
              </p>
              <h2
                id="results-heading"
                className="font-display text-ink mt-3 text-3xl font-medium md:text-4xl"
              >
                {listing ? (
                  <>
                    <span className="tabular-nums">{listing.totalDocs}</span>{' '}
                    {listing.totalDocs === 1 ? 'property' : 'properties'} {purpose}
                    {filter.city ? ` in ${filter.city}` : ''}
                  </>
                ) : (
                  `Properties ${purpose}`
                )}
              </h2>
            </div>
            <StatusToggle values={values} status={status} />
          </div>

          {listing ? (
            <ListingResults
              key={`${JSON.stringify(listFilter)}:${pages}`}
              filter={listFilter}
              initial={listing}
              pages={pages}
              whatsapp={settings.whatsapp}
              display={display}
            />
          ) : (
            <p
              role="alert"
              className="border-danger/20 text-danger rounded-2xl border bg-white px-6 py-16 text-center text-lg"
            >
              {LISTING_ERROR}
            </p>
          )}
        </section>
      </Container>
    </>
  )
}
