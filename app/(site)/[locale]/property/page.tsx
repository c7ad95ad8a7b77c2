import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { listingsSearch } from '@/components/alerts/alert-fields'
import { AlertPanel } from '@/components/alerts/alert-panel'
import { pageMetadata } from '@/components/content/page-metadata'
import { FilterSheet } from '@/components/filters/filter-sheet'
import { publicImage } from '@/components/home/public-image'
import { IslandTexts } from '@/components/i18n/island-texts'
import { readSiteSettings } from '@/components/layout/site-settings'
import { ListingBanner } from '@/components/property/listing-banner'
import { ListingResults } from '@/components/property/listing-results.client'
import { toCardProperty } from '@/components/property/card-property'
import type { PropertyTexts } from '@/components/property/property-facts'
import { ratesAsOfText } from '@/lib/rates-as-of'
import { StatusToggle } from '@/components/property/status-toggle'
import { Container } from '@/components/ui/container'
import type { CitiesAndTypes, Paginated } from '@/lib/api/types'
import { currencyLabel } from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { pageLocale } from '@/lib/i18n/request-locale'
import { cumulativePageOf, listingHref, searchValuesOf } from '@/lib/query-string'
import { convertBounds } from '@/lib/price-bounds'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { readMarketSettings } from '@/lib/server/settings'
import { getCitiesAndTypes, listProperties } from '@/lib/server/properties'
import {
  listingFilterFromSearchParams,
  PROPERTY_PAGE_SIZE,
  type PropertyFilter,
} from '@/lib/validation/property-query'
import type { CardProperty } from '@/components/property/property-card'

export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
type Params = Promise<{ locale: string }>

/** The banner photo per purpose; a listing photo stands in until the generated ones exist. */
function bannerImage(status: 'sell' | 'rent'): string | null {
  return status === 'rent'
    ? publicImage('/images/rent-property.jpg', '/images/hero.jpg')
    : publicImage('/images/buy-property.jpg', '/images/hero.jpg')
}

/** docs/requirements.md §2: 'Available Properties' or 'Residence in {location}'. */
function listingTitle(filter: PropertyFilter, locale: Locale, t: PropertyTexts): string {
  return filter.city
    ? t('residenceIn', { place: communityLabel(filter.city, locale) })
    : t('availableProperties')
}

function listingDescription(filter: PropertyFilter, locale: Locale, t: PropertyTexts): string {
  const purpose = filter.status === 'rent' ? t('forRent') : t('forSale')
  return filter.city
    ? t('describeIn', { purpose, place: communityLabel(filter.city, locale) })
    : t('describeAll', { purpose })
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Property' })
  const filter = listingFilterFromSearchParams(await searchParams)
  // Rent and sale listings are separate canonical pages, so their titles differ too.
  const title =
    filter.status === 'rent'
      ? t('titleForRent', { title: listingTitle(filter, locale, t) })
      : listingTitle(filter, locale, t)
  const description = listingDescription(filter, locale, t)
  // Filters beyond purpose and area are views of the same page, not pages of their own.
  const canonical = listingHref({
    status: filter.status === 'rent' ? 'rent' : undefined,
    location: filter.city,
  })
  return pageMetadata({
    locale,
    title,
    description,
    path: canonical,
    image: bannerImage(filter.status ?? 'sell') ?? undefined,
  })
}

export default async function PropertyListingPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Property')
  const card = await getTranslations('PropertyCard')
  const query = await searchParams
  const filter = listingFilterFromSearchParams(query)
  const status = filter.status ?? 'sell'
  // Without JavaScript, 'Explore More' is ?page=N: pages 1..N arrive in one read.
  const pages = cumulativePageOf(query.page)
  const values = searchValuesOf(filter)

  const [listing, lookup, settings, display, market] = await Promise.all([
    listProperties({ ...filter, page: 1, limit: PROPERTY_PAGE_SIZE * pages }, locale).then(
      (result): Paginated<CardProperty> => ({ ...result, docs: result.docs.map(toCardProperty) }),
      () => null,
    ),
    getCitiesAndTypes().catch((): CitiesAndTypes | undefined => undefined),
    readSiteSettings(),
    getDisplayPrefs(),
    readMarketSettings(),
  ])

  // The price inputs are in the visitor's currency: an address made in another one (a shared
  // link) shows its bounds converted, and searching again keeps the same homes.
  const shownBounds = convertBounds(filter, filter.currency ?? 'AED', display.currency, market.exchangeRates)
  const barValues = searchValuesOf({ ...filter, ...shownBounds, currency: display.currency })

  const { page: _page, limit: _limit, ...listFilter } = filter
  const ratesNote = ratesAsOfText(display, locale)
  const purpose = status === 'rent' ? t('forRent') : t('forSale')
  // "Alert me" watches this search as shown: its prices in the visitor's currency.
  const alertSearch = listingsSearch({ ...barValues, status })
  const alertBack = getPathname({ href: listingHref(barValues), locale })

  return (
    <>
      <ListingBanner
        eyebrow={status === 'rent' ? t('eyebrowRent') : t('eyebrowSale')}
        title={listingTitle(filter, locale, t)}
        description={t('bannerDescription')}
        image={bannerImage(status) ?? listing?.docs[0]?.banner.s3Url}
        filter
        height={360}
        // Its area stays above the first card photo's on phones up to 430 px wide, so the banner
        // stays the first view's largest picture (the one it preloads).
        phoneHeight={300}
      />

      <Container className="pb-14 md:pb-20">
        <section aria-labelledby="results-heading">
          {/*
            Phones: one band under the banner, For Sell / For Rent above the count and 'Filters'.
            It sticks with its top rows tucked under the 72 px site header, so the count and
            'Filters' stay in reach while the cards scroll. From md up it is the former layout:
            the search bar over the banner's lower edge, then the heading row (a column, so the
            bar's negative margin reaches the banner exactly as before).
          */}
          <div className="listing-bar bg-ivory sticky -top-0.5 z-40 -mx-5 mb-6 grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-4 px-5 pt-5 pb-3 sm:-mx-8 sm:px-8 md:static md:z-auto md:mx-0 md:mb-0 md:flex md:flex-col md:items-stretch md:gap-0 md:bg-transparent md:p-0">
            <span aria-hidden="true" className="listing-bar-surface md:hidden" />
            <FilterSheet
              key={JSON.stringify(barValues)}
              values={barValues}
              lookup={lookup}
              locale={locale}
              currency={display.currency}
              className="col-start-3 row-start-2 md:relative md:z-20 md:-mt-20"
            />
            <div className="contents md:mt-20 md:mb-12 md:flex md:flex-row md:items-end md:justify-between md:gap-5">
              <div className="col-start-1 row-start-2 max-md:min-w-0">
                <p className="text-sand-700 hidden text-xs font-semibold tracking-[0.25em] uppercase md:block rtl:tracking-normal">
                  {t('theCollection')}
                </p>
                <h2
                  id="results-heading"
                  className="font-display text-ink line-clamp-2 text-[1.25rem]/[1.625rem] font-medium text-balance min-[375px]:text-[1.375rem]/[1.75rem] md:mt-3 md:line-clamp-none md:text-4xl"
                >
                  {listing ? (
                    <>
                      <span className="tabular-nums">{listing.totalDocs}</span>{' '}
                      {t('propertiesCount', { count: listing.totalDocs })} {purpose}
                      {/* On phones the banner right above already names the area. */}
                      {filter.city ? (
                        <span className="max-md:sr-only">
                          {t('inPlace', { place: communityLabel(filter.city, locale) })}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    t('propertiesPurpose', { purpose })
                  )}
                </h2>
              </div>
              {/* On phones a bell beside 'Filters'; from md up it stands before For Sale / For Rent. */}
              <div className="col-start-2 row-start-2 md:ms-auto">
                <AlertPanel
                  kind="listings"
                  search={alertSearch}
                  back={alertBack}
                  currency={display.currency}
                  compact
                />
              </div>
              <div className="col-span-3 row-start-1 md:contents">
                <StatusToggle values={values} status={status} />
              </div>
            </div>
          </div>

          {listing ? (
            // The grid, Explore More and the cards' texts; the cards' hearts are Favourites'.
            <IslandTexts namespaces={['PropertyCard', 'Favourites']}>
              <ListingResults
                key={`${JSON.stringify(listFilter)}:${pages}`}
                filter={listFilter}
                initial={listing}
                pages={pages}
                whatsapp={settings.whatsapp}
                display={display}
              />
            </IslandTexts>
          ) : (
            <p
              role="alert"
              className="border-danger/20 text-danger rounded-2xl border bg-white px-6 py-16 text-center text-lg"
            >
              {card('listingError')}
            </p>
          )}
          {ratesNote && (
            <p className="mt-10 text-center text-xs text-stone-600" data-testid="rates-as-of">
              {t('ratesNote', {
                currency: currencyLabel(display.currency, locale),
                asOf: ratesNote,
              })}
            </p>
          )}
        </section>
      </Container>
    </>
  )
}
