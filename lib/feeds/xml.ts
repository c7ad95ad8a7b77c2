import { XMLBuilder } from 'fast-xml-parser'

/**
 * What XML 1.0 cannot carry at all (control characters, lone surrogates), which a pasted
 * description can contain and which would make a portal reject the whole file: dropped. The
 * quick test first, since almost no text has any and the full pattern is slow on long texts.
 */
const MAYBE_NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF]/
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function xmlText(value: string): string {
  return MAYBE_NOT_XML.test(value) ? value.replace(NOT_XML, '') : value
}

// Unindented: the portals read the file, not people, and indenting 30 MB cost a tenth of the time.
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: false })

/**
 * One listing's element, written by the XML library (which escapes `&`, `<`, quotes and the
 * rest) from a plain object: keys starting `@_` are attributes, `#text` the text beside them.
 * Written one listing at a time and kept between productions: the library's builder took over
 * a second for a whole 30 MB feed at once, a quarter of that one entry at a time. One line
 * per listing.
 */
export function xmlElement(name: string, content: Record<string, unknown>): string {
  return `${builder.build({ [name]: content }) as string}\n`
}

/**
 * A whole document as UTF-8: the declaration, then the root element around entries already
 * written by the library and encoded (xmlElement), which a feed keeps between productions. The
 * root's attributes are the feed's own stamp (feedTime) and its count, never text from staff:
 * nothing in them needs escaping.
 */
export function xmlDocument(root: string, attributes: Record<string, number | FeedTime>, entries: readonly Uint8Array[]): Buffer {
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<${root}${attributeText}>\n`, 'utf8')
  return Buffer.concat([head, ...entries, Buffer.from(`</${root}>\n`, 'utf8')])
}

/** A time as the feeds write it: digits, dashes, colons and a space. */
export type FeedTime = string & { readonly feedTime: unique symbol }

/** The portals' date format: "YYYY-MM-DD HH:MM:SS", in UTC. */
export function feedTime(iso: string): FeedTime {
  const date = new Date(iso)
  return (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 19).replace('T', ' ')) as FeedTime
}

/** A phone number as the portals match it: "+971 50 555 0134" → "+971505550134". */
export function feedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits ? `${phone.trim().startsWith('+') ? '+' : ''}${digits}` : ''
}
