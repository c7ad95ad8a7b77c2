'use client'

import { usePathname } from 'next/navigation'
import type { MouseEvent } from 'react'
import { useTranslations } from 'next-intl'
import { useLocale } from '@/components/i18n/locale-context.client'
import { cn } from '@/lib/cn'
import { LOCALE_COOKIE, localeInfo, locales } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { pagePath } from './nav-links'

const ONE_YEAR_S = 365 * 24 * 60 * 60

const tones = {
  dark: 'border-ink/15 text-ink hover:border-ink/40',
  light: 'border-white/25 text-ivory hover:border-sand-300 hover:text-sand-300',
}

/**
 * The same page in the other edition, named in its own language ('العربية' on English pages,
 * 'English' on Arabic ones). A plain link, not the app's router: the document's language and
 * direction change with the edition, so it is a full page load. The server renders the right
 * address for the path, so it works before hydration; once the app runs, a click also carries the
 * page's query (a listing's filters) and fragment along, and remembers the choice in the cookie the
 * bare home address follows (middleware.ts).
 */
export function LanguageSwitch({
  tone = 'dark',
  className,
}: {
  tone?: keyof typeof tones
  className?: string
}) {
  const locale = useLocale()
  const pathname = usePathname()
  const target = locales.find((other) => other !== locale) ?? locale
  const href = localizePath(target, pagePath(pathname))
  const t = useTranslations('LanguageSwitch')

  // A middle click or a modified one (a new tab) goes through here too.
  function onActivate(event: MouseEvent<HTMLAnchorElement>) {
    event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`
    document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`
  }

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      data-testid="language-switch"
      onClick={onActivate}
      onAuxClick={onActivate}
      className={cn(
        'inline-flex min-h-11 items-center rounded-full border px-2.5 text-xs font-semibold whitespace-nowrap transition-colors',
        tones[tone],
        className,
      )}
    >
      {localeInfo[target].nativeName}
      {/* Its purpose in the page's language (and voice), after the name it shows. */}
      <span lang={locale} className="sr-only">
        {`${t('separator')}${t('switchTo', { target })}`}
      </span>
    </a>
  )
}
