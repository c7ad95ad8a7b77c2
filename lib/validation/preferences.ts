import { z } from './z'
import { CURRENCIES } from '@/lib/buyer-tools/market-settings'

const CURRENCY_MESSAGE = `Choose one of ${CURRENCIES.join(', ')}`
const AREA_MESSAGE = 'Choose sqft or sqm'

/** POST /api/v1/preferences: the header's currency and area switch; either or both. */
export const preferencesSchema = z
  .object({
    currency: z.enum(CURRENCIES, { error: CURRENCY_MESSAGE }).optional(),
    area: z.enum(['sqft', 'sqm'], { error: AREA_MESSAGE }).optional(),
  })
  .refine((p) => p.currency !== undefined || p.area !== undefined, {
    message: 'Send a currency, an area unit or both',
    path: ['currency'],
  })

export type PreferencesInput = z.output<typeof preferencesSchema>
