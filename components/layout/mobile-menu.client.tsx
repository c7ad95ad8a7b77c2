'use client'

import { Link, usePathname } from '@/lib/i18n/navigation'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { cn } from '@/lib/cn'
import { LanguageLinks } from './language-menu.client'
import { useTranslations } from 'next-intl'
import { contactLink, isCurrent, navLinks } from './nav-links'
import { getLenis } from './smooth-scroll'

const MENU_ID = 'site-menu'
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The browser's own invoker commands: the buttons open and close the <dialog> before React has
 * hydrated them (and without JavaScript). Once hydrated, their click handlers do the same and
 * cancel the native command, so a press takes effect exactly once.
 */
const command = (action: 'show-modal' | 'close') =>
  ({ commandfor: MENU_ID, command: action }) as Record<string, string>

/**
 * At 1024 px or less the header's links move into a full-height panel sliding in from the end
 * of the line (docs/requirements.md §2). It is a native modal <dialog>: the page behind is inert
 * and does not scroll (globals.css), Escape or a tap outside closes it, and focus goes back to the
 * button. Focus wraps inside it (starting from the close button), and choosing a link or a route
 * change closes it. The language switch is here too: on phones the header has no room for it.
 */
export function MobileMenu({
  phone,
  phoneHref,
  email,
}: {
  phone: string
  phoneHref: string
  email: string
}) {
  const pathname = usePathname()
  const t = useTranslations('Menu')
  const links = useTranslations('Nav')
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDialogElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)

  const show = useCallback(() => {
    const dialog = panelRef.current
    if (dialog && !dialog.open) dialog.showModal()
    setOpen(true)
  }, [])

  const close = useCallback(() => {
    panelRef.current?.close()
  }, [])

  // Opened by the native command before hydration: take it over as it is.
  useLayoutEffect(() => {
    if (panelRef.current?.open) setOpen(true)
  }, [])

  // Any route change (a link, back/forward) closes it.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    close()
  }, [pathname, close])

  useEffect(() => {
    if (!open) return
    getLenis()?.stop()
    closeButtonRef.current?.focus()
    return () => getLenis()?.start()
  }, [open])

  // A window widened past the breakpoint hides the button: never leave the page locked.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1025px)')
    const onChange = () => wide.matches && close()
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [close])

  function onOpenClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    show()
  }

  function onCloseClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    close()
  }

  // The dialog closed, whatever closed it (Escape, a tap outside, a link, the close button).
  function onClosed() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  // A tap on the backdrop lands on the dialog element itself, outside its panel's box.
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    if (
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom
    )
      close()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !panelRef.current) return
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('openMenu')}
        aria-expanded={open}
        aria-controls={MENU_ID}
        {...command('show-modal')}
        onClick={onOpenClick}
        className="text-ink hover:bg-ink/5 inline-flex size-11 items-center justify-center rounded-full transition-colors"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M4 7h16M4 12h16M10 17h10" strokeLinecap="round" />
        </svg>
      </button>

      <dialog
        ref={panelRef}
        id={MENU_ID}
        aria-modal="true"
        aria-label={t('menu')}
        closedby="any"
        onClose={onClosed}
        onClick={onDialogClick}
        onKeyDown={onKeyDown}
        data-lenis-prevent
        data-open={open}
        className={cn(
          'site-menu bg-ink text-ivory fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-full max-w-sm flex-col overflow-y-auto border-0 p-0 shadow-2xl open:flex',
        )}
      >
        <div className="flex items-center justify-between px-6 pt-5">
          <p className="text-sand-300 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
            {t('menu')}
          </p>
          <button
            ref={closeButtonRef}
            type="button"
            aria-label={t('closeMenu')}
            {...command('close')}
            onClick={onCloseClick}
            className="text-ivory inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-white/10"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        <nav aria-label={links('mainNav')} className="flex-1 px-6 pt-8">
          <ul className="space-y-1">
            {navLinks.map((link) => {
              const current = isCurrent(link.href, pathname)
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    onClick={close}
                    className={cn(
                      'font-display flex min-h-12 items-center justify-between border-b border-white/10 py-3 text-3xl transition-colors',
                      current ? 'text-sand-300' : 'text-ivory hover:text-sand-300',
                    )}
                  >
                    {links(link.key)}
                    {current && (
                      <span aria-hidden="true" className="bg-sand-300 size-1.5 rounded-full" />
                    )}
                  </Link>
                </li>
              )
            })}
          </ul>
          <Link
            href={contactLink.href}
            aria-current={isCurrent(contactLink.href, pathname) ? 'page' : undefined}
            onClick={close}
            className="bg-sand-600 hover:bg-sand-700 mt-8 inline-flex min-h-12 w-full items-center justify-center rounded-full px-6 text-sm font-semibold tracking-wide text-white transition-colors rtl:tracking-normal"
          >
            {links(contactLink.key)}
          </Link>
        </nav>

        <div className="text-ivory/75 space-y-2 px-6 py-8 text-sm">
          <a href={phoneHref} className="hover:text-sand-300 block py-1">
            <span dir="ltr">{phone}</span>
          </a>
          <a href={`mailto:${email}`} className="hover:text-sand-300 block py-1">
            <span dir="ltr">{email}</span>
          </a>
          <LanguageLinks className="mt-4" />
        </div>
      </dialog>
    </div>
  )
}
