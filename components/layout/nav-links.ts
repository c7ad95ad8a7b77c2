import { defaultLocale } from '@/lib/i18n/locales'
import { splitLocale } from '@/lib/i18n/paths'
import type { Messages } from 'next-intl'

type NavKey = keyof Messages['Nav']

/**
 * The header's links (docs/requirements.md §2, with the off-plan projects beside the properties),
 * in order, each named by its key in the Nav texts (messages/*.json). 'Contact Us' is the highlighted button.
 */
export const navLinks = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/team', key: 'team' },
  { href: '/services', key: 'services' },
  { href: '/property', key: 'properties' },
  { href: '/projects', key: 'projects' },
  { href: '/careers', key: 'careers' },
] as const satisfies readonly { href: string; key: NavKey }[]

export const contactLink = { href: '/contact', key: 'contact' } as const satisfies {
  href: string
  key: NavKey
}

/**
 * The page's path within its edition: '/ar/team' and '/team' are both '/team'. English pages are
 * rendered from the route tree as '/en/…' (the middleware rewrites to it), and that is the path
 * usePathname() reads while the server renders them, where the browser reads '/team': both are
 * the same page.
 */
export function pagePath(pathname: string): string {
  const { locale, path } = splitLocale(pathname)
  if (locale !== defaultLocale) return path
  const rendered = new RegExp(`^/${defaultLocale}(?=/|$)`)
  return rendered.test(path) ? path.slice(defaultLocale.length + 1) || '/' : path
}

/** A link is current on its own path and, except Home, on the pages beneath it, in every edition. */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pagePath(pathname)
  if (href === '/') return path === '/'
  return path === href || path.startsWith(`${href}/`)
}
