import { defaultLocale, isLocale, locales, type Locale } from './locales'

// Paths that are not pages: they are the same for every edition and never take a prefix.
const UNPREFIXED = /^\/(?:api|cms-api|admin|_next|images|brand)(?:\/|$)|^\/[^/]*\.[a-z0-9]+$/i

/**
 * A site path in an edition: '/property' stays as it is in English and becomes '/ar/property'
 * in Arabic; '/' becomes '/ar'. Query strings and fragments are kept. Anything that is not a
 * site path (another origin, '#top', 'mailto:', the API, files) is returned unchanged, and so
 * is a path that already names an edition.
 */
export function localizePath(locale: Locale, href: string): string {
  if (locale === defaultLocale || !href.startsWith('/') || href.startsWith('//')) return href
  if (UNPREFIXED.test(href.split(/[?#]/, 1)[0] ?? href)) return href
  if (splitLocale(href).locale !== defaultLocale) return href
  const rest = href === '/' ? '' : href.startsWith('/?') || href.startsWith('/#') ? href.slice(1) : href
  return `/${locale}${rest}`
}

/** The edition a path belongs to and the path within it: '/ar/news/x' → ar, '/news/x'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(pathname)
  const prefix = match?.[1]
  if (prefix && prefix !== defaultLocale && isLocale(prefix)) {
    const path = match[2] ?? ''
    return { locale: prefix, path: path === '' || path.startsWith('?') || path.startsWith('#') ? `/${path}` : path }
  }
  return { locale: defaultLocale, path: pathname }
}

/** The same page in every edition, for hreflang alternates and the language switcher. */
export function pathInEveryLocale(path: string): Record<Locale, string> {
  const plain = splitLocale(path).path
  return Object.fromEntries(locales.map((locale) => [locale, localizePath(locale, plain)])) as Record<Locale, string>
}

/**
 * Site links inside stored HTML (articles, project descriptions) in an edition: the CMS keeps
 * one English href ('/contact'), and an Arabic reader should stay in Arabic when following it.
 * The HTML is the sanitiser's output, so its links are plain `<a … href="…">` attributes.
 */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === defaultLocale) return html
  return html.replace(/(<a\b[^>]*?\shref=")(\/[^"]*)"/g, (_, start: string, href: string) => `${start}${localizePath(locale, href)}"`)
}
