'use client'

import type { MouseEvent } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { cn } from '@/lib/cn'
import { LOCALE_COOKIE, localeInfo, locales, type Locale } from '@/lib/i18n/locales'
import { getPathname, usePathname } from '@/lib/i18n/navigation'

const ONE_YEAR_S = 365 * 24 * 60 * 60
const PANEL_ID = 'language-menu'

/** The code a compact button shows: 'EN', 'AR', 'RU', and Chinese's own '中文'. */
function shortName(locale: Locale): string {
  return locale === 'zh' ? localeInfo.zh.nativeName : locale.toUpperCase()
}

/**
 * The same page in every edition, each named in its own language. Plain links, not the app's
 * router: the document's language and direction change with the edition, so it is a full page
 * load. The server renders the right addresses for the path, so they work before hydration;
 * once the app runs, a click also carries the page's query (a listing's filters) and fragment
 * along, and remembers the choice in the cookie the bare home address follows (middleware.ts).
 */
function EditionLinks({ tone }: { tone: 'dark' | 'light' }) {
  const locale = useLocale()
  // The page's path without its edition's prefix ('/team' on '/ar/team'), the same in each.
  const path = usePathname()
  return (
    <ul className={cn('grid gap-1', tone === 'light' && 'grid-cols-2 gap-2')}>
      {locales.map((target) => {
        const href = getPathname({ href: path, locale: target })
        const current = target === locale
        // A middle click or a modified one (a new tab) goes through here too.
        const onActivate = (event: MouseEvent<HTMLAnchorElement>) => {
          event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`
          document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`
        }
        return (
          <li key={target}>
            <a
              href={href}
              hrefLang={target}
              lang={target}
              aria-current={current ? 'true' : undefined}
              data-testid={`language-link-${target}`}
              onClick={onActivate}
              onAuxClick={onActivate}
              className={cn(
                'flex min-h-11 items-center justify-between gap-3 rounded-xl px-3 text-sm font-semibold transition-colors',
                tone === 'dark'
                  ? 'text-ink hover:bg-sand-100 aria-[current]:bg-stone-100'
                  : 'text-ivory border border-white/20 hover:border-sand-300 hover:text-sand-300 aria-[current]:border-sand-300',
              )}
            >
              {localeInfo[target].nativeName}
              {current && (
                <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 shrink-0">
                  <path d="m2.5 6.2 2.3 2.3 4.7-5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              )}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The header's language menu: a button that opens the four editions in a native popover, so it
 * opens, closes on Escape or a tap outside, and is reached by the keyboard before the app has
 * hydrated. Screen readers hear the button as "Language: English" and the panel as a list of
 * links, the current one marked.
 */
export function LanguageMenu() {
  const locale = useLocale()
  const t = useTranslations('LanguageSwitch')
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        data-testid="language-menu"
        className="language-menu-button border-ink/15 text-ink hover:border-ink/40 inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold whitespace-nowrap transition-colors"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 text-stone-500">
          <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.2" />
          <path d="M1.75 8h12.5M8 1.75c1.7 1.8 2.5 3.9 2.5 6.25S9.7 12.45 8 14.25C6.3 12.45 5.5 10.35 5.5 8S6.3 3.55 8 1.75Z" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </svg>
        <span aria-hidden="true">{shortName(locale)}</span>
        <span className="sr-only">{t('menu', { language: localeInfo[locale].nativeName })}</span>
      </button>
      <nav
        id={PANEL_ID}
        popover="auto"
        aria-label={t('listLabel')}
        className="language-menu-panel shadow-soft bg-ivory w-48 rounded-2xl border border-stone-200 p-2"
      >
        <EditionLinks tone="dark" />
      </nav>
    </>
  )
}

/** The editions in the phone's side menu: all four at once, no menu within the menu. */
export function LanguageLinks({ className }: { className?: string }) {
  const t = useTranslations('LanguageSwitch')
  return (
    <nav aria-label={t('listLabel')} className={className}>
      <EditionLinks tone="light" />
    </nav>
  )
}
