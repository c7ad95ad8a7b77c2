import { z } from './z'
import { PROPERTY_PAGE_SIZE, type PropertyFilter } from '@/lib/property-filter'
import { intParam, limitParam, pageParam, textParam } from './query'

// The filter's type and page size live apart from the schemas, so the browser can use them
// without loading zod.
export { PROPERTY_PAGE_SIZE, type PropertyFilter }

const price = intParam(0, 10_000_000_000)

/** GET /api/v1/properties: the provider's query names (`city`, `price[gte]`, …). Unknown keys are ignored. */
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
    isFeatured: z.enum(['true', 'false']).optional(),
  })
  .transform(
    (q): PropertyFilter => ({
      page: q.page ?? 1,
      limit: q.limit ?? PROPERTY_PAGE_SIZE,
      status: q.status,
      city: q.city,
      type: q.type,
      bedrooms: q.bedrooms,
      minPrice: q['price[gte]'],
      maxPrice: q['price[lte]'],
      isFeatured: q.isFeatured === undefined ? undefined : q.isFeatured === 'true',
    }),
  )

/**
 * /property?status=&location=&bedrooms=&type=&minPrice=&maxPrice= — what a visitor's address
 * bar holds. A bad value there is not an error page: it is dropped and the listing shown.
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
  return {
    page: 1,
    limit: PROPERTY_PAGE_SIZE,
    status: status === 'rent' ? 'rent' : 'sell',
    city: plainText(location),
    type: plainText(type),
    bedrooms: intOrUndefined(one('bedrooms'), 20),
    minPrice: intOrUndefined(one('minPrice'), 10_000_000_000),
    maxPrice: intOrUndefined(one('maxPrice'), 10_000_000_000),
  }
}
