import { editionOfPath } from '../routes'
import { defaultLocale, type Locale } from './locales'
import { getPathname } from './navigation'

// Paths that are not pages: they are the same for every edition and never take a prefix.
const UNPREFIXED = /^\/(?:api|cms-api|admin|_next|images|brand)(?:\/|$)|^\/[^/]*\.[a-z0-9]+$/i

/**
 * Site links inside stored HTML (articles, project descriptions) in an edition: the CMS keeps
 * one English href ('/contact'), and an Arabic reader should stay in Arabic when following it
 * ('/ar/contact'). Stored HTML is a string, so its links are rewritten here rather than rendered
 * by next-intl's Link, with the address Link would give them (getPathname). The APIs, the admin
 * and files keep their address, and so does a link that already names an edition. The HTML is
 * the sanitiser's output, so its links are plain `<a … href="…">` attributes.
 */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === defaultLocale) return html
  return html.replace(/(<a\b[^>]*?\shref=")(\/[^"]*)"/g, (_, start: string, href: string) => {
    const path = href.split(/[?#]/, 1)[0] ?? href
    const leftAlone =
      href.startsWith('//') || UNPREFIXED.test(path) || editionOfPath(href).locale !== defaultLocale
    return `${start}${leftAlone ? href : getPathname({ href, locale })}"`
  })
}
