/**
 * Whether the staff session cookie carries `Secure`: exactly when the site is served over
 * https (SITE_URL's scheme). A browser would drop a Secure cookie on a plain-http site and
 * nobody could sign in; on an https site a cookie without it could leak over a downgraded
 * request.
 */
export function authCookieSecure(siteUrl: string): boolean {
  try {
    return new URL(siteUrl).protocol === 'https:'
  } catch {
    return false
  }
}
