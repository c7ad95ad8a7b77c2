'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { cn } from '@/lib/cn'
import { isCurrent, navLinks } from './nav-links'

/**
 * The header's links above 1024 px; the current page is marked for sight and for screen readers.
 * Up to 1280 px the row is set tighter (smaller type, less padding) so all seven links fit beside
 * the logo, the currency switch and 'Contact Us' on one line, down to 1025 px.
 */
export function DesktopNav() {
  const pathname = usePathname()
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center xl:gap-1">
        {navLinks.map((link) => {
          const current = isCurrent(link.href, pathname)
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'relative inline-flex min-h-11 items-center px-1.75 text-[0.8125rem] font-medium tracking-wide whitespace-nowrap transition-colors xl:px-3 xl:text-[0.92rem]',
                  'after:bg-sand-500 after:absolute after:inset-x-1.75 after:bottom-2 after:h-px after:origin-left after:scale-x-0 after:transition-transform after:duration-300 xl:after:inset-x-3',
                  'hover:text-sand-700 hover:after:scale-x-100',
                  current ? 'text-ink after:scale-x-100' : 'text-ink/75',
                )}
              >
                {link.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
