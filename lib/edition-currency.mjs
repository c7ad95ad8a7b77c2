// Plain JavaScript, so the server in front of Next (lib/serving) and the pages read one table.

/**
 * The currency an edition shows before the visitor has chosen one: buyers reading in Russian or
 * Chinese mostly count in roubles or yuan. Every other edition starts in dirhams. A choice the
 * visitor made (the currency cookie) always wins; the API and structured data stay in AED.
 * @type {Readonly<Record<string, 'RUB' | 'CNY'>>}
 */
export const EDITION_CURRENCY = { ru: 'RUB', zh: 'CNY' }

/**
 * The currency a page shows without a chosen one: its edition's, from the path's prefix.
 * @param {string} pathname
 */
export function defaultCurrencyOf(pathname) {
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1]
  return (prefix && EDITION_CURRENCY[prefix]) || 'AED'
}
