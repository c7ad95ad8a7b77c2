import { z } from './z'
import { CURRENCIES, type CurrencyCode } from '@/lib/buyer-tools/market-settings'
import { MAX_PROPERTY_IDS, PROPERTY_PAGE_SIZE, type PropertyFilter } from '@/lib/property-filter'
import { intParam, limitParam, pageParam, textParam } from './query'

// The filter's type and page size live apart from the schemas, so the browser can use them
// without loading zod.
export { PROPERTY_PAGE_SIZE, type PropertyFilter }

const price = intParam(0, 10_000_000_000)

const LISTING_ID = /^[a-f0-9]{24}$/

const TOO_MANY_IDS = { message: 'query.atMostIds', params: { count: MAX_PROPERTY_IDS } }

/**
 * `ids=<id>,<id>,…`: 1 to 50 listing ids (24 lowercase hex characters) separated by commas.
 * Repeats count once and the ids are sorted, so one set of ids is one cached read whatever
 * order a visitor saved them in (the answer is sorted newest first anyway).
 */
const idsParam = z
  .string()
  // Bounded before it is split: 50 ids and their commas.
  .refine((value) => value.length <= MAX_PROPERTY_IDS * 25, { ...TOO_MANY_IDS, abort: true })
  .transform((value, ctx) => {
    const ids = value.split(',')
    if (ids.length > MAX_PROPERTY_IDS) {
      ctx.addIssue({ code: 'custom', ...TOO_MANY_IDS })
      return z.NEVER
    }
    if (!ids.every((id) => LISTING_ID.test(id))) {
      ctx.addIssue({ code: 'custom', message: 'query.listingIds' })
      return z.NEVER
    }
    return [...new Set(ids)].sort()
  })

/** A currency code; its message names them all. */
const currencyParam = z.custom<CurrencyCode>((value) => isCurrencyCode(value), {
  message: 'query.oneOf',
  params: { list: CURRENCIES.join(', ') },
})

/** Bounds in AED need no currency: keeping it off the filter keeps one cached read per search. */
function boundsCurrency(currency: CurrencyCode | undefined, min: number | undefined, max: number | undefined) {
  return currency && currency !== 'AED' && (min !== undefined || max !== undefined) ? currency : undefined
}

/**
 * GET /api/v1/properties: the provider's query names (`city`, `price[gte]`, …). Unknown keys are ignored.
 * `price[gte]` and `price[lte]` are AED unless `currency` (AED, USD, EUR, GBP, INR, RUB, CNY)
 * names the currency they are in; the server converts them at the site settings' rates, as
 * the pages show prices.
 * `ids` (beyond the provider's names: the saved homes read by id) restricts the list to those
 * listings, still newest first; ids that match no listing are simply absent, and without a
 * `limit` the page holds them all. A malformed list, or more than 50 ids, answers 400.
 */
export const apiPropertyQuerySchema = z
  .object({
    page: pageParam.optional(),
    limit: limitParam.optional(),
    status: z.enum(['sell', 'rent']).optional(),
    city: textParam.optional(),
    type: textParam.optional(),
    bedrooms: intParam(0, 20).optional(),
    'price[gte]': price.optional(),
    'price[lte]': price.optional(),
    currency: currencyParam.optional(),
    isFeatured: z.enum(['true', 'false']).optional(),
    ids: idsParam.optional(),
  })
  .transform(
    (q): PropertyFilter => ({
      page: q.page ?? 1,
      limit: q.limit ?? q.ids?.length ?? PROPERTY_PAGE_SIZE,
      status: q.status,
      city: q.city,
      type: q.type,
      bedrooms: q.bedrooms,
      minPrice: q['price[gte]'],
      maxPrice: q['price[lte]'],
      currency: boundsCurrency(q.currency, q['price[gte]'], q['price[lte]']),
      isFeatured: q.isFeatured === undefined ? undefined : q.isFeatured === 'true',
      ids: q.ids,
    }),
  )

/**
 * /property?status=&location=&bedrooms=&type=&minPrice=&maxPrice=&currency= — what a visitor's
 * address bar holds; the prices are AED unless `currency` says otherwise. A bad value there is
 * not an error page: it is dropped and the listing shown.
 */
export function listingFilterFromSearchParams(params: Record<string, string | string[] | undefined>): PropertyFilter {
  const one = (key: string) => {
    const v = params[key]
    return (Array.isArray(v) ? v[0] : v)?.trim() || undefined
  }
  // The same rule as the API's text filters (textParam): short, no control characters.
  const plainText = (value: string | undefined) => (value && textParam.safeParse(value).success ? value : undefined)
  const intOrUndefined = (value: string | undefined, max: number) =>
    value && /^\d{1,12}$/.test(value) && Number(value) <= max ? Number(value) : undefined
  const status = one('status')
  const location = one('location')
  const type = one('type')
  const minPrice = intOrUndefined(one('minPrice'), 10_000_000_000)
  const maxPrice = intOrUndefined(one('maxPrice'), 10_000_000_000)
  const currency = one('currency')?.toUpperCase()
  return {
    page: 1,
    limit: PROPERTY_PAGE_SIZE,
    status: status === 'rent' ? 'rent' : 'sell',
    city: plainText(location),
    type: plainText(type),
    bedrooms: intOrUndefined(one('bedrooms'), 20),
    minPrice,
    maxPrice,
    currency: boundsCurrency(isCurrencyCode(currency) ? currency : undefined, minPrice, maxPrice),
  }
}

function isCurrencyCode(value: unknown): value is CurrencyCode {
  return (CURRENCIES as readonly unknown[]).includes(value)
}
