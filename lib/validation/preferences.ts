import { z } from './z'
import { CURRENCIES, type CurrencyCode } from '@/lib/buyer-tools/market-settings'

// The messages are keys of the Validation namespace (messages.ts).

/** A currency code; its message names them all. */
const currency = z.custom<CurrencyCode>(
  (value) => (CURRENCIES as readonly unknown[]).includes(value),
  { message: 'preferences.currency', params: { list: CURRENCIES.join(', ') } },
)

/** POST /api/v1/preferences: the header's currency and area switch; either or both. */
export const preferencesSchema = z
  .object({
    currency: currency.optional(),
    area: z.enum(['sqft', 'sqm'], { error: 'preferences.area' }).optional(),
  })
  .refine((p) => p.currency !== undefined || p.area !== undefined, {
    message: 'preferences.currencyOrArea',
    path: ['currency'],
  })

export type PreferencesInput = z.output<typeof preferencesSchema>
