import type { Property } from '@/lib/api/types'
import { propertyTypeLabel } from '@/lib/i18n/property-types'
import type { Locale } from '@/lib/i18n/locales'

/*
 * The listing's stored words named in the visitor's edition. The stored values (the type
 * 'Apartment', the purpose 'sell') are keys as well as labels: filters, the API and the JSON-LD
 * use them in English, so they are translated only where they are shown. English needs no table;
 * an edition without an entry, or a type not listed in it (one added later), shows the word as
 * stored. Small on purpose: the cards' scripts carry it.
 */

// The kinds of home are named in lib/i18n/property-types.ts, which the project pages read too.
export { PROPERTY_TYPES, propertyTypeLabel } from '@/lib/i18n/property-types'

const STATUS: { en: Record<Property['status'], string> } & Partial<
  Record<Locale, Record<Property['status'], string>>
> = {
  // The client's wording, typo included (docs/requirements.md §2).
  en: { sell: 'For Sell', rent: 'For Rent' },
  ar: { sell: 'للبيع', rent: 'للإيجار' },
  ru: { sell: 'Продажа', rent: 'Аренда' },
  zh: { sell: '出售', rent: '出租' },
}

/** The cards' wording (docs/requirements.md §2): 'For Sell' / 'For Rent', in the edition. */
export function statusLabel(status: Property['status'], locale: Locale = 'en'): string {
  const words = STATUS[locale] ?? STATUS.en
  return status === 'rent' ? words.rent : words.sell
}

type Kind = Pick<Property, 'bedrooms' | 'type'>
type KindPhrase = (bedrooms: number, noun: string, type: string) => string

/** Offices and shops have no bedrooms: their phrase is only the noun. */
const withoutBedrooms = (type: string) => type === 'Office' || type === 'Retail'

/**
 * How each edition puts a listing's size and type in a phrase, given the type in the edition's
 * words (`noun`) and as stored (`type`).
 */
const KIND_PHRASES: { en: KindPhrase } & Partial<Record<Locale, KindPhrase>> = {
  en: (bedrooms, noun, type) => {
    const word = noun.toLowerCase()
    if (withoutBedrooms(type)) return word
    return bedrooms > 0 ? `${bedrooms}-bedroom ${word}` : `studio ${word}`
  },
  ar: (bedrooms, noun, type) => {
    if (withoutBedrooms(type)) return noun
    if (bedrooms <= 0) return `${noun} استوديو`
    if (bedrooms === 1) return `${noun} بغرفة نوم واحدة`
    if (bedrooms === 2) return `${noun} بغرفتي نوم`
    return `${noun} من ${bedrooms} ${bedrooms <= 10 ? 'غرف' : 'غرفة'} نوم`
  },
  // 'квартира с 2 спальнями', 'вилла с 1 спальней', 'студия': lower case, as the phrase sits
  // mid-sentence; the noun after 'с' agrees with the figure (21 спальней, 22 спальнями).
  ru: (bedrooms, noun, type) => {
    const word = noun.toLocaleLowerCase('ru')
    if (withoutBedrooms(type)) return word
    if (bedrooms <= 0) return type === 'Apartment' ? 'студия' : `${word}-студия`
    const one = bedrooms % 10 === 1 && bedrooms % 100 !== 11
    return `${word} с ${bedrooms} ${one ? 'спальней' : 'спальнями'}`
  },
  // '2居室公寓', '开间公寓': the figure sits against the Chinese words, as on the mainland portals;
  // a type still in Latin letters keeps a space ('1居室 Loft').
  zh: (bedrooms, noun, type) => {
    if (withoutBedrooms(type)) return noun
    const word = /^[A-Za-z]/.test(noun) ? ` ${noun}` : noun
    return bedrooms <= 0 ? `开间${word}` : `${bedrooms}居室${word}`
  },
}

/**
 * '2-bedroom apartment' / 'شقة بغرفتي نوم' / 'квартира с 2 спальнями' / '2居室公寓': a listing's
 * size and type in a sentence, in the edition. English callers mostly keep their own wording
 * ('2-bed', lower case); an edition without a phrase here gets the English one.
 */
export function kindOf({ bedrooms, type }: Kind, locale: Locale): string {
  const phrase = KIND_PHRASES[locale] ?? KIND_PHRASES.en
  return phrase(bedrooms, propertyTypeLabel(type, locale), type)
}

