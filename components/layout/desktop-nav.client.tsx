'use client'

import { Link, usePathname } from '@/lib/i18n/navigation'
import { cn } from '@/lib/cn'
import { useTranslations } from 'next-intl'
import { isCurrent, navLinks } from './nav-links'

/**
 * The header's links above 1024 px; the current page is marked for sight and for screen readers.
 * Up to 1280 px the row is set tighter (smaller type, less padding, no letter-spacing) so all
 * seven links fit beside the logo, both switches and 'Contact Us' on one line, down to 1025 px.
 * The underline grows from the side the words start on.
 */
export function DesktopNav() {
  const pathname = usePathname()
  const t = useTranslations('Nav')
  return (
    <nav aria-label={t('mainNav')} className="hidden lg:block">
      <ul className="flex items-center xl:gap-0.5">
        {navLinks.map((link) => {
          const current = isCurrent(link.href, pathname)
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'relative inline-flex min-h-11 items-center px-1.5 text-[0.8125rem] font-medium whitespace-nowrap transition-colors xl:px-2.5 xl:text-[0.92rem] xl:ltr:tracking-wide',
                  'after:bg-sand-500 after:absolute after:inset-x-1.5 after:bottom-2 after:h-px after:origin-left after:scale-x-0 after:transition-transform after:duration-300 xl:after:inset-x-2.5 rtl:after:origin-right',
                  'hover:text-sand-700 hover:after:scale-x-100',
                  current ? 'text-ink after:scale-x-100' : 'text-ink/75',
                )}
              >
                {t(link.key)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
