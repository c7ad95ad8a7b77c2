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

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escape = (value: unknown) => String(value).replace(/[&<>"']/g, (char) => ENTITIES[char]!)

/**
 * One element, written from a plain object: keys starting `@_` are attributes, `#text` is the
 * text beside them, an array repeats the element, `null` is an empty element and `undefined`
 * none (as fast-xml-parser's builder reads them, which the feeds used first). Written here, not
 * by the library, for speed: a feed of 5,000 listings is 30 MB, and the library's builder took
 * over a second for it on 2 cores, most of a production. Every text and attribute is escaped;
 * the unit tests read each feed back with fast-xml-parser's parser.
 */
export function xmlElement(name: string, content: Record<string, unknown>): string {
  const out: string[] = []
  // Indented as a child of the feed's root element.
  writeElement(out, name, content, '  ')
  return out.join('')
}

function writeElement(out: string[], name: string, value: unknown, indent: string): void {
  if (value === undefined) return
  if (Array.isArray(value)) {
    for (const item of value) writeElement(out, name, item, indent)
    return
  }
  if (value === null) {
    out.push(`${indent}<${name}/>\n`)
    return
  }
  if (typeof value !== 'object') {
    out.push(`${indent}<${name}>${escape(value)}</${name}>\n`)
    return
  }
  let attributes = ''
  let text: unknown
  const children: [string, unknown][] = []
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('@_')) {
      if (child !== undefined) attributes += ` ${key.slice(2)}="${escape(child)}"`
    } else if (key === '#text') text = child
    else children.push([key, child])
  }
  if (children.length === 0) {
    out.push(`${indent}<${name}${attributes}>${text === undefined ? '' : escape(text)}</${name}>\n`)
    return
  }
  out.push(`${indent}<${name}${attributes}>\n`)
  for (const [key, child] of children) writeElement(out, key, child, `${indent}  `)
  out.push(`${indent}</${name}>\n`)
}

/**
 * A whole document as UTF-8: the declaration, then the root element around entries already
 * written and encoded (xmlElement), which a feed keeps between productions. The root's
 * attributes are the feed's stamp and count: dates and numbers.
 */
export function xmlDocument(root: string, attributes: Record<string, string | number>, entries: readonly Uint8Array[]): Buffer {
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('')
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<${root}${attributeText}>\n`, 'utf8')
  return Buffer.concat([head, ...entries, Buffer.from(`</${root}>\n`, 'utf8')])
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
