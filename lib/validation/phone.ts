import {
  type CountryCode,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min'
import type { Locale } from '@/lib/i18n/locales'
import { z } from './z'

/*
 * Phone numbers on the forms the site adds beyond the three of docs/requirements.md §5 (register
 * interest first), and on those three in the editions that take any number (phone-rule.ts): any
 * number a buyer anywhere can be called on, stored as E.164 (+971501234567). Its messages are
 * keys of the Validation namespace (messages.ts).
 */

export const PHONE_REQUIRED = 'fields.phoneRequired'
export const PHONE_CHARACTERS = 'phone.characters'
export const PHONE_COUNTRY = 'phone.countryCode'
export const PHONE_TOO_SHORT = 'phone.tooShort'
export const PHONE_TOO_LONG = 'phone.tooLong'
export const PHONE_LOCAL = 'phone.notLocal'
export const PHONE_INVALID = 'phone.notForCountry'

/**
 * Arabic keyboards type Arabic-Indic digits (٠١٢… and the Persian ۰۱۲…): the phone rules read
 * them as the 0-9 they are, and the lead is stored with Western digits like every other.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
}

/**
 * The country a number without +code is read in, by the page's language: every edition serves
 * buyers dealing with a Dubai firm, so a local 050 123 4567 is a UAE mobile whichever language
 * they read. A Russian or Chinese buyer giving a number at home types its +7 or +86, which reads
 * the same in any edition; one without a code is most often the UAE number they use here.
 */
export const phoneCountryOf: Record<Locale, CountryCode> = {
  en: 'AE',
  ar: 'AE',
  ru: 'AE',
  zh: 'AE',
}

const ALLOWED = /^\+?[\d\s().-]+$/

export type PhoneVerdict = { ok: true; e164: string } | { ok: false; message: string }

/**
 * Reads a typed number. Numbers in the page's own country must match its numbering plan
 * exactly (a typo in a local number is the usual mistake). Numbers from abroad need a length
 * their country allows: the digits of foreign plans change faster than any copy of them, and
 * some real ones are left out on purpose (the UK's 07700 900… range), so a caller is never
 * turned away over a number their own phone company gave them.
 */
export function readPhone(text: string, country: CountryCode): PhoneVerdict {
  const typed = westernDigits(text).trim()
  if (!typed) return { ok: false, message: PHONE_REQUIRED }
  // 00 is how much of the world dials out; the parser knows only the +.
  const input = typed.replace(/^00(?=[1-9])/, '+')
  if (!ALLOWED.test(input) || (input.match(/\+/g)?.length ?? 0) > 1)
    return { ok: false, message: PHONE_CHARACTERS }
  const lengthProblem = validatePhoneNumberLength(input, country)
  if (lengthProblem === 'INVALID_COUNTRY') return { ok: false, message: PHONE_COUNTRY }
  if (lengthProblem === 'TOO_SHORT' || lengthProblem === 'NOT_A_NUMBER')
    return { ok: false, message: PHONE_TOO_SHORT }
  if (lengthProblem === 'TOO_LONG') return { ok: false, message: PHONE_TOO_LONG }
  const number = parsePhoneNumberFromString(input, country)
  if (!number) return { ok: false, message: PHONE_TOO_SHORT }
  const home = number.countryCallingCode === getCountryCallingCode(country)
  if (home ? number.isValid() : number.isPossible()) return { ok: true, e164: number.number }
  return { ok: false, message: home ? PHONE_LOCAL : PHONE_INVALID }
}

/**
 * The shared zod piece: any valid international number, read in the country of the page's
 * language, answered as E.164. Used by the form in the browser and by its API handler alike.
 */
export function internationalPhone(country: CountryCode) {
  return z.string({ error: PHONE_REQUIRED }).transform((text, ctx) => {
    const verdict = readPhone(text, country)
    if (verdict.ok) return verdict.e164
    ctx.addIssue({ code: 'custom', message: verdict.message })
    return z.NEVER
  })
}
