'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { cn } from '@/lib/cn'
import { contactLink, isCurrent, navLinks } from './nav-links'
import { getLenis } from './smooth-scroll'

const MENU_ID = 'site-menu'
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * At 1024 px or less the header's links move into a full-height panel sliding in from the right
 * (SPEC section 2). It is a modal dialog: page scrolling is locked (and Lenis stopped), focus
 * stays inside, Escape or choosing a link closes it and focus goes back to the button.
 */
export function MobileMenu({ phone, phoneHref, email }: { phone: string; phoneHref: string; email: string }) {
  const pathname = usePathname()
  // Remembering where it was opened closes it on any route change (links, back/forward).
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const open = openedOn === pathname
  const setOpen = useCallback((value: boolean) => setOpenedOn(value ? pathname : null), [pathname])
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)

  const close = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [setOpen])

  // Scroll lock while open, restored exactly as it was on close. Only <html> is locked: a hidden
  // <body> would become the sticky header's scroll container, and focusing the header's button
  // on close would then jump the page to the top.
  useEffect(() => {
    if (!open) return
    const html = document.documentElement
    const previous = html.style.overflow
    html.style.overflow = 'hidden'
    getLenis()?.stop()
    closeButtonRef.current?.focus()
    return () => {
      html.style.overflow = previous
      getLenis()?.start()
    }
  }, [open])

  // A window widened past the breakpoint hides the button: never leave the page locked.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1025px)')
    const onChange = () => wide.matches && setOpen(false)
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [setOpen])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
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
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/5"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M4 7h16M4 12h16M10 17h10" strokeLinecap="round" />
        </svg>
      </button>

      <div
        aria-hidden="true"
        onClick={() => close()}
        className={cn(
          'fixed inset-0 z-40 touch-none bg-ink/50 transition-opacity duration-300',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />

      <div
        ref={panelRef}
        id={MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!open}
        onKeyDown={onKeyDown}
        data-lenis-prevent
        data-open={open}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-sm flex-col overflow-y-auto bg-ink text-ivory shadow-2xl',
          'duration-300 ease-[cubic-bezier(0.22,1,0.36,1)] motion-reduce:transition-none',
          // Visible at once when opening (so focus can move in), hidden only after sliding out.
          open ? 'visible translate-x-0 transition-transform' : 'invisible translate-x-full transition-[transform,visibility]',
        )}
      >
        <div className="flex items-center justify-between px-6 pt-5">
          <p className="text-xs font-semibold tracking-[0.25em] text-sand-300 uppercase">Menu</p>
          <button
            ref={closeButtonRef}
            type="button"
            aria-label="Close menu"
            onClick={() => close()}
            className="inline-flex size-11 items-center justify-center rounded-full text-ivory transition-colors hover:bg-white/10"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.5">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        <nav aria-label="Main" className="flex-1 px-6 pt-8">
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
                      'flex min-h-12 items-center justify-between border-b border-white/10 py-3 font-display text-3xl transition-colors',
                      current ? 'text-sand-300' : 'text-ivory hover:text-sand-300',
                    )}
                  >
                    {link.label}
                    {current && <span aria-hidden="true" className="size-1.5 rounded-full bg-sand-300" />}
                  </Link>
                </li>
              )
            })}
          </ul>
          <Link
            href={contactLink.href}
            aria-current={isCurrent(contactLink.href, pathname) ? 'page' : undefined}
            onClick={close}
            className="mt-8 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-sand-600 px-6 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-sand-700"
          >
            {contactLink.label}
          </Link>
        </nav>

        <div className="space-y-2 px-6 py-8 text-sm text-ivory/75">
          <a href={phoneHref} className="block py-1 hover:text-sand-300">
            {phone}
          </a>
          <a href={`mailto:${email}`} className="block py-1 hover:text-sand-300">
            {email}
          </a>
        </div>
      </div>
    </div>
  )
}
