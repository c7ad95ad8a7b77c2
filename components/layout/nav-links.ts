/**
 * The header's links (SPEC section 2, with the off-plan projects beside the properties), in order.
 * 'Contact Us' is the highlighted button.
 */
export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/team', label: 'Our Team' },
  { href: '/services', label: 'Our Services' },
  { href: '/property', label: 'Properties' },
  { href: '/projects', label: 'Projects' },
  { href: '/careers', label: 'Careers' },
] as const

export const contactLink = { href: '/contact', label: 'Contact Us' } as const

/** A link is current on its own path and, except Home, on the pages beneath it. */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
