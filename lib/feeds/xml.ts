import { XMLBuilder } from 'fast-xml-parser'

/**
 * The feeds are written by an XML library, which escapes `&`, `<`, quotes and so on; this only
 * removes what XML 1.0 cannot carry at all (control characters, lone surrogates), which a pasted
 * description can contain and which would make a portal reject the whole file.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function xmlText(value: string): string {
  return value.replace(NOT_XML, '')
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true })

/** One element, built from a plain object: a feed's listing, kept and reused between productions. */
export function xmlElement(name: string, content: Record<string, unknown>): string {
  return builder.build({ [name]: content }) as string
}

/**
 * A whole document: the declaration, then the root element around elements already written
 * (xmlElement). The root's attributes are the feed's stamp and count: dates and numbers.
 */
export function xmlDocument(root: string, attributes: Record<string, string | number>, children: readonly string[]): string {
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')}"`)
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}${attributeText}>\n${children.join('')}</${root}>\n`
}

/** The portals' date format: "YYYY-MM-DD HH:MM:SS", in UTC. */
export function feedTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 19).replace('T', ' ')
}

/** A phone number as the portals match it: "+971 50 555 0134" → "+971505550134". */
export function feedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits ? `${phone.trim().startsWith('+') ? '+' : ''}${digits}` : ''
}
