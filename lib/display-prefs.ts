import { CURRENCIES, type CurrencyCode, type ExchangeRates } from '@/lib/buyer-tools/market-settings'
import { formatNumber, nounAfter, withUnit, type CountedNoun } from '@/lib/format'
import { localeInfo, type Locale } from '@/lib/i18n/locales'

/**
 * The visitor's currency and area unit. Kept in cookies so the server renders prices in them
 * from the first byte (no flash); AED and sq ft stay the canonical values everywhere else
 * (the database, /api/v1, JSON-LD).
 */

export type AreaUnit = 'sqft' | 'sqm'
export const AREA_UNITS: readonly AreaUnit[] = ['sqft', 'sqm']
export const CURRENCY_COOKIE = 'currency'
export const AREA_COOKIE = 'area'
/** A year: a preference, not a session. */
export const PREFERENCE_MAX_AGE = 365 * 24 * 60 * 60

export interface DisplayPrefs {
  currency: CurrencyCode
  area: AreaUnit
  /** AED for one unit of the currency (1 for AED). */
  aedPerUnit: number
  /** The date staff last set the exchange rates, for 'rates as of …'. */
  ratesAsOf: string | null
  /** The page's edition: it names the currency and the unit ('AED' / 'درهم' / 'дирхамов' / '迪拉姆'). */
  locale?: Locale
}

export const DEFAULT_DISPLAY: DisplayPrefs = { currency: 'AED', area: 'sqft', aedPerUnit: 1, ratesAsOf: null }

type Edition = { locale?: Locale }

// The currencies as each edition names them. English keeps the code (docs/requirements.md §9);
// Arabic writes the name after the amount ('3,150,000 درهم'), as the Dubai portals' Arabic
// editions do. Every currency the site converts to is named in every table.
const CURRENCY_NAMES: Partial<Record<Locale, Record<CurrencyCode, string>>> = {
  ar: {
    AED: 'درهم',
    USD: 'دولار',
    EUR: 'يورو',
    GBP: 'جنيه إسترليني',
    INR: 'روبية',
    RUB: 'روبل',
    CNY: 'يوان',
  },
  ru: {
    AED: 'дирхам ОАЭ',
    USD: 'доллар США',
    EUR: 'евро',
    GBP: 'фунт стерлингов',
    INR: 'индийская рупия',
    RUB: 'рубль',
    CNY: 'юань',
  },
  zh: {
    AED: '阿联酋迪拉姆',
    USD: '美元',
    EUR: '欧元',
    GBP: '英镑',
    INR: '印度卢比',
    RUB: '卢布',
    CNY: '人民币',
  },
}

// After an amount, where an edition writes the currency otherwise than its name: Russian agrees
// the noun with the figure ('3 150 000 дирхамов', '21 дирхам', '5,72 доллара'), as its price lines
// do, and Chinese writes dirhams and yuan the way a price tag reads (3,150,000迪拉姆, 6,170,000元).
// Elsewhere the amount is followed by the name above (or, in English, the code).
const CURRENCY_AFTER_AMOUNT: Partial<Record<Locale, Record<CurrencyCode, CountedNoun>>> = {
  ru: {
    AED: { one: 'дирхам', few: 'дирхама', many: 'дирхамов', other: 'дирхама' },
    USD: { one: 'доллар', few: 'доллара', many: 'долларов', other: 'доллара' },
    EUR: 'евро',
    GBP: {
      one: 'фунт стерлингов',
      few: 'фунта стерлингов',
      many: 'фунтов стерлингов',
      other: 'фунта стерлингов',
    },
    INR: { one: 'индийская рупия', few: 'индийские рупии', many: 'индийских рупий', other: 'индийской рупии' },
    RUB: { one: 'рубль', few: 'рубля', many: 'рублей', other: 'рубля' },
    CNY: { one: 'юань', few: 'юаня', many: 'юаней', other: 'юаня' },
  },
  zh: {
    AED: '迪拉姆',
    USD: '美元',
    EUR: '欧元',
    GBP: '英镑',
    INR: '印度卢比',
    RUB: '卢布',
    CNY: '元',
  },
}

/** The currency's name in the edition: the code in English, 'درهم', 'дирхам ОАЭ', '阿联酋迪拉姆'. */
export function currencyLabel(currency: CurrencyCode, locale: Locale = 'en'): string {
  return CURRENCY_NAMES[locale]?.[currency] ?? currency
}

/** An amount already formatted (`figure`, worth `amount`) followed by its currency in the edition. */
function money(figure: string, amount: number, currency: CurrencyCode, locale: Locale, fractionDigits = 0): string {
  const word = CURRENCY_AFTER_AMOUNT[locale]?.[currency]
  const after = word === undefined ? currencyLabel(currency, locale) : nounAfter(amount, word, locale, fractionDigits)
  return withUnit(figure, after, locale)
}

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

export function isAreaUnit(value: unknown): value is AreaUnit {
  return value === 'sqft' || value === 'sqm'
}

/** Cookie values → preferences; anything unknown (or a currency without a rate) falls back to AED / sq ft. */
export function displayPrefsOf(currency: string | undefined, area: string | undefined, rates: ExchangeRates): DisplayPrefs {
  const code = isCurrency(currency) ? currency : 'AED'
  const aedPerUnit = code === 'AED' ? 1 : rates.aedPerUnit[code]
  const usable = code === 'AED' || (Number.isFinite(aedPerUnit) && aedPerUnit > 0)
  return {
    currency: usable ? code : 'AED',
    area: isAreaUnit(area) ? area : 'sqft',
    aedPerUnit: usable ? aedPerUnit : 1,
    ratesAsOf: rates.updatedAt,
  }
}

const SQM_PER_SQFT = 0.09290304

/**
 * docs/requirements.md §9: whole numbers, en-AE grouping, followed by the code (' AED' for AED);
 * in the other editions by the currency's word ('857,726 دولار', '857 726 долларов', '857,726美元').
 */
export function formatMoney(aed: number, prefs: Pick<DisplayPrefs, 'currency' | 'aedPerUnit'> & Edition): string {
  const amount = aed / prefs.aedPerUnit
  const locale = prefs.locale ?? 'en'
  return money(formatNumber(amount, locale), Math.round(amount), prefs.currency, locale)
}

/**
 * Amounts that make up a total (a plan's instalments, a purchase's fees), in whole units of the
 * currency shown, so the rows add up to the total shown: every row is the rounded running total
 * less the rows before it, which spreads the rounding over the rows instead of letting each row
 * round alone (8 × 34,021 + 68,041 is 340,209, not a total of 340,206). Whole dirhams shown in
 * AED come back unchanged.
 */
export function displayAmounts(amountsAed: readonly number[], aedPerUnit: number): number[] {
  let runningAed = 0
  let shownSoFar = 0
  return amountsAed.map((amountAed) => {
    runningAed += amountAed
    const shown = Math.round(runningAed / aedPerUnit) - shownSoFar
    shownSoFar += shown
    return shown
  })
}

/** A size stored in sq ft, in the visitor's unit (number only). */
export function formatArea(sqft: number, prefs: Pick<DisplayPrefs, 'area'> & Edition): string {
  return formatNumber(prefs.area === 'sqm' ? sqft * SQM_PER_SQFT : sqft, prefs.locale)
}

interface AreaWords {
  /** After a size ('1,850 Sq. Feet'), and as the size's label. */
  size: Record<AreaUnit, string>
  /** After a rate ('2,540 AED / sq ft') and on the unit switch. */
  short: Record<AreaUnit, string>
  /** Between a price and the unit it is per: ' / ', or '/' set tight in Chinese (美元/平方米). */
  per?: string
}

const oneName = (sqft: string, sqm: string): Record<AreaUnit, string> => ({ sqft, sqm })

/*
 * The units in each edition. English has the cards' wording for sq ft (docs/requirements.md §9)
 * and a short one for rates. Square metres are 'm²' (م², м², 平方米) wherever a size is shown, so
 * one home never reads in two spellings of one unit; and the other editions have one name for
 * the square foot, short or long: 'قدم²' is not how Gulf readers write it, and the Russian and
 * Chinese names are the editions' glossary forms.
 */
const AREA_WORDS: { en: AreaWords } & Partial<Record<Locale, AreaWords>> = {
  en: { size: oneName('Sq. Feet', 'm²'), short: oneName('sq ft', 'm²') },
  ar: { size: oneName('قدم مربع', 'م²'), short: oneName('قدم مربع', 'م²') },
  ru: { size: oneName('кв. фут', 'м²'), short: oneName('кв. фут', 'м²') },
  zh: { size: oneName('平方英尺', '平方米'), short: oneName('平方英尺', '平方米'), per: '/' },
}

const areaWords = (locale: Locale | undefined) => AREA_WORDS[locale ?? 'en'] ?? AREA_WORDS.en

/** The unit after a size, wherever a size is shown: 'Sq. Feet' / 'm²' in English. */
export function areaUnitLabel(prefs: Pick<DisplayPrefs, 'area'> & Edition): string {
  return areaWords(prefs.locale).size[prefs.area]
}

/** The unit after a rate ('2,540 AED / sq ft') and on the unit switch. */
export function areaUnitShort(prefs: Pick<DisplayPrefs, 'area'> & Edition): string {
  return areaWords(prefs.locale).short[prefs.area]
}

/** '/ sq ft' after a price, spaced as the edition writes it. */
function perUnit(prefs: Pick<DisplayPrefs, 'area'> & Edition): string {
  return `${areaWords(prefs.locale).per ?? ' / '}${areaUnitShort(prefs)}`
}

const SQFT_PER_SQM = 1 / SQM_PER_SQFT

/** A figure per sq ft as a figure per the visitor's unit. */
function perArea(perSqft: number, area: AreaUnit): number {
  return area === 'sqm' ? perSqft * SQFT_PER_SQM : perSqft
}

const upToCents = new Map<Locale, Intl.NumberFormat>()

/**
 * A charge set per sq ft in AED (a service charge: '21 AED / sq ft'), in the visitor's currency
 * and unit. Cents are kept, as service charges are quoted ('5.72 USD / sq ft'): rounded to
 * whole units they would lose a fifth of their value.
 */
export function formatChargePerArea(aedPerSqft: number, prefs: Pick<DisplayPrefs, 'currency' | 'aedPerUnit' | 'area'> & Edition): string {
  const locale = prefs.locale ?? 'en'
  let format = upToCents.get(locale)
  if (!format) upToCents.set(locale, (format = new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 2 })))
  const amount = perArea(aedPerSqft, prefs.area) / prefs.aedPerUnit
  return `${money(format.format(amount), amount, prefs.currency, locale, 2)}${perUnit(prefs)}`
}

/** '2,540 AED / sq ft'; null when the size is unknown. */
export function formatPricePerArea(aed: number, sqft: number, prefs: Pick<DisplayPrefs, 'currency' | 'aedPerUnit' | 'area'> & Edition): string | null {
  if (!(sqft > 0)) return null
  return `${formatMoney(perArea(aed / sqft, prefs.area), prefs)}${perUnit(prefs)}`
}
