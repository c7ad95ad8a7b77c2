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
 * A link is current on its own path and, except Home, on the pages beneath it, in every edition:
 * `path` is the page's path without its edition's prefix, as next-intl's usePathname reads it
 * ('/team' on '/ar/team', and on '/team', which the server renders from the route tree as
 * '/en/team').
 */
export function isCurrent(href: string, path: string): boolean {
  if (href === '/') return path === '/'
  return path === href || path.startsWith(`${href}/`)
}
