import { inBatches, rawRequest, type RawAnswer, type RawRequest } from './raw-http'

/**
 * The fuzz table (fuzz.test.ts): hostile query values, query shapes, path ids and bodies, and
 * the judge of an answer — never a 5xx, never a stack trace or server path, JSON with a
 * `message` when it is an error, never more than 50 documents.
 */

export const MAX_DOCS = 50

export const hostileValues = [
  'NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '-1', '0', '-0', '1.5', '0x1F', '1e3', ' 7', '7 ',
  '٣', '１', '100000', '1000000000', '1e9', '99999999999999999999999', '', ' ', 'true', 'null',
  'undefined', '[object Object]', '__proto__', 'constructor', 'prototype',
  "' OR 1=1--", "' OR '1'='1", '1; DROP TABLE properties', "1' UNION SELECT email, password FROM users--",
  '{"$gt":""}', '{"$ne":null}', '{"$where":"sleep(1000)"}', '%', '_', '*', '.*', '\\', '%00', '\u0000',
  '\u001f', '\u202e', '\uffff', '<script>alert(1)</script>', '../../../etc/passwd', 'a'.repeat(2_000),
]

/** Whole query strings: shapes a parser might turn into arrays, objects or operators. */
export const hostileQueries = [
  'page[]=1', 'limit[]=5', 'limit[$gt]=0', 'limit[0]=5', 'page[0]=1', 'price[$ne]=0', 'price[gte][$gt]=0',
  'price[gte]=1&price[gte]=2', 'city[$regex]=.*', 'city[$ne]=x', 'city[]=Dubai%20Marina', 'status[$in][]=sell',
  'where[price][greater_than]=0', 'where[or][0][id][exists]=true', 'where[email][exists]=true',
  '__proto__[limit]=100000', '__proto__.limit=100000', 'constructor[prototype][limit]=100000',
  'limit=5&limit=6', 'page=1&page=2', 'depth=10', 'select[name]=true', 'sort=-price', 'draft=true',
  'locale=*', 'pagination=false', 'limit=0', 'limit=50&page=100000', 'page=99999999999', 'limit=1e9',
  'limit=100000', 'limit=50.0', 'limit=%2B5', 'limit=5%00', 'limit=%205', '&&&', '=', '==1', 'limit',
  '%ZZ=1', 'a=%E0%A4%A', 'city=%E0%A4%A', 'city=%ED%A0%80', 'type=%C0%AF', `city=${'b'.repeat(8_000)}`,
]

/** A hostile last path segment for the by-id/by-slug reads. */
export const hostileIds = [
  '%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', "1'%20OR%20'1'%3D'1", '%7B%22%24gt%22%3A%22%22%7D', 'a'.repeat(5_000),
  '%E0%A4%A', '%', '%25', '__proto__', 'constructor', 'AAAAAAAAAAAAAAAAAAAAAAAA', 'null', '-1', '1e309', '*',
  '%20', '%0d%0aSet-Cookie:%20x=1', '..', '.',
]

/** What an answer must never contain: a stack frame, a source file position, a server path. */
const leaks: [string, RegExp][] = [
  // 'at fn (/path/file.js:1:2)', 'at /path/file.js:1:2', 'at node:internal/x:1:2', 'at async fn (file:///…)'
  ['stack frame', /\bat (?:async )?(?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/],
  ['source position', /\.(?:ts|tsx|js|mjs|cjs):\d+/],
  ['source file', /\.tsx?:/],
  ['server path', /\/work\/|\/root\/|\/home\/|\/tmp\//],
  ['node_modules', /node_modules/],
  ['error class', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|SqliteError|DrizzleError|PostgresError)\b/],
]

/** Everything wrong with one answer; an empty list when it is fine. */
export function problemsOf(answer: RawAnswer): string[] {
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`status ${answer.status}`)
  for (const [name, pattern] of leaks) if (pattern.test(answer.text)) problems.push(`${name} in body`)
  // Node's own parser refuses an oversized header block before any handler: no body to judge.
  if (answer.status === 431) return problems
  const body = answer.json as { message?: unknown; data?: { docs?: unknown[]; limit?: number } } | undefined
  if (body === undefined) {
    // The router's own answers carry no JSON: 405 for a method a route lacks, 308 to a normalised path.
    if (answer.status !== 405 && answer.status !== 308) problems.push('body is not JSON')
    return problems
  }
  if (answer.status >= 400 && (typeof body.message !== 'string' || body.message.length === 0)) problems.push('error without a message')
  const docs = body.data?.docs
  if (Array.isArray(docs) && docs.length > MAX_DOCS) problems.push(`${docs.length} docs`)
  if (typeof body.data?.limit === 'number' && body.data.limit > MAX_DOCS) problems.push(`limit ${body.data.limit}`)
  return problems
}

/** Sends each request and returns the offending ones, described: `METHOD path → problems`. */
export async function offenders(requests: RawRequest[]): Promise<string[]> {
  const answers = await inBatches(requests, 6, (request) => rawRequest(request))
  return answers.flatMap((answer, i) => {
    const problems = problemsOf(answer)
    if (problems.length === 0) return []
    const { method = 'GET', path, label } = requests[i]!
    const what = `${method} ${path.slice(0, 120)}${label ? ` (${label})` : ''}`
    return [`${what} → ${answer.status} ${problems.join(', ')}: ${answer.text.slice(0, 160)}`]
  })
}

/** Raw JSON bodies: wrong JSON types, broken JSON, operators, pollution keys, size. */
export function hostileJsonBodies(valid: Record<string, string>): [string, string][] {
  const bodies: [string, string][] = [
    ['empty', ''], ['whitespace', '  \n'], ['null', 'null'], ['number', '1'], ['string', '"hello"'], ['true', 'true'],
    ['empty array', '[]'], ['array of a valid body', JSON.stringify([valid])], ['empty object', '{}'],
    ['truncated', '{"firstName":'], ['trailing comma', '{"firstName":"Aisha",}'], ['NaN', 'NaN'], ['single quotes', "{'firstName':'Aisha'}"],
    ['comment', '{/* x */}'], ['BOM', '\ufeff{}'], ['UTF-16 garbage', '\u0000{\u0000}'], ['deep nesting', '['.repeat(5_000) + ']'.repeat(5_000)],
    ['duplicate keys', '{"firstName":"Aisha","firstName":{"$gt":""}}'],
    ['__proto__ key', `{"__proto__":{"isAdmin":true,"status":"closed"},"firstName":{"$gt":""}}`],
    ['constructor.prototype key', `{"constructor":{"prototype":{"isAdmin":true}},"email":{"$ne":null}}`],
    ['1 MB string', JSON.stringify({ ...valid, message: 'x'.repeat(1_000_000) })],
    ['20 KB field', JSON.stringify({ ...valid, firstName: 'y'.repeat(20_000) })],
  ]
  const wrongTypes: [string, unknown][] = [
    ['number', 42], ['negative', -1], ['float', 1e309], ['boolean', true], ['null', null], ['array', ['Aisha']],
    ['object', { first: 'Aisha' }], ['operator $gt', { $gt: '' }], ['operator $ne', { $ne: null }], ['nested', { a: { b: { c: 'd' } } }],
    ['empty string', ''], ['SQL', "' OR 1=1--"], ['control chars', '\u0000\u0001\u001f'],
  ]
  for (const field of Object.keys(valid)) {
    for (const [name, value] of wrongTypes) bodies.push([`${field} as ${name}`, JSON.stringify({ ...valid, [field]: value })])
  }
  return bodies
}

export const contentTypes = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x',
  'application/json; charset=utf-16', 'application/json-patch+json', 'application/jsonx', 'application/xml', 'text/html', '*/*', '',
]
