import { computeTrueCost } from '@/lib/buyer-tools/true-cost'
import { handle, HttpError, inLocale, publicJson, repeatedParam } from '@/lib/server/http'
import { localeParam } from '@/lib/server/locale-param'
import { readMarketSettings } from '@/lib/server/settings'
import { singleValued } from '@/lib/validation/query'
import { parseTrueCost, TRUE_COST_QUERY_KEYS, trueCostValuesFrom } from '@/lib/validation/true-cost'

export const dynamic = 'force-dynamic'

/**
 * GET /api/v1/true-cost?price=&downPayment=&term=&rate=&age=&residency=&order=&completion=
 * &sale=&dldWaiver=&locale=
 * The calculator's figures with the staff's current rules and fees. `sale` is who sells an
 * off-plan home ('primary', the developer: no agency fee, the default; or 'resale'), and
 * `dldWaiver` the share of the DLD transfer fee the developer pays (0-100, primary only); a
 * ready home is always a resale. A bad or missing value is a 400 with each field's message under
 * its query name, the first one as `message`, in the edition `locale` names (English without it).
 */
export const GET = handle(async (request) => {
  return inLocale(localeParam(request), async () => {
    const { values, repeated } = singleValued(new URL(request.url).searchParams)
    if (repeated) throw repeatedParam(repeated)
    const { mortgage, fees } = await readMarketSettings()
    const parsed = parseTrueCost(
      trueCostValuesFrom((name) => (Object.hasOwn(values, name) ? values[name] : undefined)),
      mortgage,
    )
    if (!parsed.ok) {
      const errors = Object.fromEntries(
        Object.entries(parsed.errors).map(([field, message]) => [
          TRUE_COST_QUERY_KEYS[field as keyof typeof TRUE_COST_QUERY_KEYS] ?? field,
          message,
        ]),
      )
      throw new HttpError(400, Object.values(errors)[0] ?? 'refusals.invalidRequest', errors)
    }
    return publicJson({
      data: { ...computeTrueCost(parsed.input, mortgage, fees), input: parsed.input },
    })
  })
})
