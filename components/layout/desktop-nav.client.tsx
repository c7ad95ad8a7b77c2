'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { cn } from '@/lib/cn'
import { isCurrent, navLinks } from './nav-links'

/** The header's links above 1024 px; the current page is marked for sight and for screen readers. */
export function DesktopNav() {
  const pathname = usePathname()
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1 xl:gap-2">
        {navLinks.map((link) => {
          const current = isCurrent(link.href, pathname)
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'relative inline-flex min-h-11 items-center px-3 text-[0.92rem] font-medium tracking-wide transition-colors',
                  'after:absolute after:inset-x-3 after:bottom-2 after:h-px after:origin-left after:scale-x-0 after:bg-sand-500 after:transition-transform after:duration-300',
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
