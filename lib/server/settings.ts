import 'server-only'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import type { SiteSettings } from '@/lib/api/types'
import { DEFAULT_MARKET_SETTINGS, type MarketSettings } from '@/lib/buyer-tools/market-settings'
import { cacheTags } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { cachedRead } from './cache'
import { payloadClient } from './payload'

/** Contact card, ORN and social links; the environment's defaults fill anything left blank. */
export const getSiteSettings = cachedRead('settings', [cacheTags.settings], async (locale: Locale = defaultLocale): Promise<SiteSettings> => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false })
  return {
    landline: s.landline || env.CONTACT_LANDLINE,
    phone: s.phone || env.CONTACT_PHONE,
    email: s.email || env.CONTACT_EMAIL,
    whatsapp: s.whatsapp || env.CONTACT_WHATSAPP,
    address: s.address || env.CONTACT_ADDRESS,
    mapUrl: s.mapUrl ?? null,
    orn: s.orn || env.RERA_ORN,
    openingHours: s.openingHours ?? null,
    social: { ...(s.social ?? {}) },
  }
})

const positive = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback

/** Loan caps, purchase fees and exchange rates as staff set them; a blank field takes its default. */
export const getMarketSettings = cachedRead('settings:market', [cacheTags.settings], async (): Promise<MarketSettings> => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: false,
    select: { mortgage: true, purchaseFees: true, exchangeRates: true, rentalYieldMinComparables: true, permitValidationUrl: true },
  })
  const D = DEFAULT_MARKET_SETTINGS
  const m = s.mortgage ?? {}
  const ltv = m.ltv ?? {}
  const f = s.purchaseFees ?? {}
  const x = s.exchangeRates ?? {}
  const pick = <T extends object>(stored: Partial<Record<keyof T, number | null>>, defaults: T): T =>
    Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, positive(stored[key as keyof T], value as number)])) as T
  const { ltv: defaultLtv, ...defaultMortgage } = D.mortgage
  return {
    mortgage: { ...pick(m, defaultMortgage), ltv: pick(ltv, defaultLtv) },
    fees: pick(f, D.fees),
    exchangeRates: {
      aedPerUnit: {
        USD: positive(x.usd, D.exchangeRates.aedPerUnit.USD),
        EUR: positive(x.eur, D.exchangeRates.aedPerUnit.EUR),
        GBP: positive(x.gbp, D.exchangeRates.aedPerUnit.GBP),
        INR: positive(x.inr, D.exchangeRates.aedPerUnit.INR),
        RUB: positive(x.rub, D.exchangeRates.aedPerUnit.RUB),
        CNY: positive(x.cny, D.exchangeRates.aedPerUnit.CNY),
      },
      updatedAt: x.updatedAt ? x.updatedAt.slice(0, 10) : D.exchangeRates.updatedAt,
    },
    rentalYieldMinComparables: Math.max(1, Math.round(positive(s.rentalYieldMinComparables, D.rentalYieldMinComparables))),
    permitValidationUrl: s.permitValidationUrl?.includes('{permit}') ? s.permitValidationUrl : D.permitValidationUrl,
  }
})

/** The shell and listings must render even when the settings cannot be read: defaults stand in. */
export async function readMarketSettings(): Promise<MarketSettings> {
  return getMarketSettings().catch(() => DEFAULT_MARKET_SETTINGS)
}
