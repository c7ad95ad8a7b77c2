/**
 * Where the site may send a visitor back to (a referrer, a `next` parameter): a path on this
 * site, and nothing a browser could read as another one. A Location of '//evil.example/x',
 * '/\evil.example' or '///evil.example' is another host to a browser (backslashes count as
 * slashes, and tabs and newlines are dropped before parsing), so only a path that starts with
 * exactly one '/' and holds no '\' or control character is kept; anything else becomes '/'.
 */
export function localPathOr(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || candidate[0] !== '/' || candidate[1] === '/') return fallback
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback
  return candidate
}

/**
 * The page a same-site form came from (its Referer), as a local path; else '/'. `host` is the
 * request's own Host: a referrer from anywhere else is not followed.
 */
export function refererPath(referer: string | null, host: string | null): string {
  if (!referer || !host) return '/'
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return '/'
  }
  if (url.host !== host.toLowerCase()) return '/'
  return localPathOr(`${url.pathname}${url.search}`)
}
