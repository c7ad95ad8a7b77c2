import type { Metadata } from 'next'

type SearchParams = Record<string, string | string[] | undefined>

/** One value of the query ('?t=a&t=b' → 'a'). */
export function queryValue(query: SearchParams, name: string): string | undefined {
  const value = query[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * The alert pages are the visitor's own (their links carry a signed token): kept out of search
 * engines, and the token is not sent on to other sites in a Referer.
 */
export function alertPageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'same-origin' }
}

/** The form posts' address for a signed link's token. */
export function withToken(path: string, token: string): string {
  return `${path}?t=${encodeURIComponent(token)}`
}
