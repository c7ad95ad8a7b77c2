'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { ApplicationForm } from '@/components/forms/application-form.client'
import { getLenis } from '@/components/layout/smooth-scroll'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * docs/requirements.md §2: a static backdrop (clicking it does nothing), no keyboard dismissal
 * (Escape does nothing) and only the close icon closes it. Not a native <dialog>: Chrome's close
 * watcher lets a second Escape close a modal dialog even when `cancel` is prevented. Focus moves
 * in, Tab cycles inside, and aria-modal tells assistive technology the page behind is inert.
 */
export function ApplicationModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('CareersApplication')
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    root.style.overflow = 'hidden'
    getLenis()?.stop()
    const first = panelRef.current?.querySelector<HTMLElement>('input, select, textarea')
    ;(first ?? closeRef.current)?.focus()

    // Focus that escapes anyway (a click on a toast, a browser quirk) is brought back.
    const keepFocus = (event: FocusEvent) => {
      const panel = panelRef.current
      const target = event.target as Node | null
      if (
        panel &&
        target &&
        !panel.contains(target) &&
        !(target instanceof Element && target.closest('[data-sonner-toaster]'))
      ) {
        closeRef.current?.focus()
      }
    }
    document.addEventListener('focusin', keepFocus)
    return () => {
      document.removeEventListener('focusin', keepFocus)
      root.style.overflow = previousOverflow
      getLenis()?.start()
    }
  }, [])

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Deliberately ignored: the application must not be lost to a stray key press.
      event.stopPropagation()
      return
    }
    if (event.key !== 'Tab') return
    const focusable = [
      ...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
    ].filter((el) => el.offsetParent !== null || el === document.activeElement)
    if (focusable.length === 0) return
    const first = focusable[0]!
    const last = focusable[focusable.length - 1]!
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div
      className="fixed inset-0 z-[80] flex items-end justify-center sm:items-center sm:p-6"
      data-testid="application-modal-root"
    >
      {/* Static backdrop: no click handler, by design. */}
      <div
        aria-hidden="true"
        data-testid="application-modal-backdrop"
        className="bg-ink/75 absolute inset-0 backdrop-blur-[2px]"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="application-modal"
        data-lenis-prevent
        onKeyDown={onKeyDown}
        className="bg-ivory relative max-h-[92dvh] w-full max-w-2xl overflow-y-auto overscroll-contain rounded-t-3xl px-6 pt-8 pb-10 shadow-2xl sm:rounded-3xl sm:px-10 sm:pt-10"
      >
        <div className="flex items-start justify-between gap-6">
          <div>
            <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
              {t('eyebrow')}
            </p>
            <h2
              id={titleId}
              className="font-display text-ink mt-2 text-4xl leading-tight font-medium"
            >
              {t('modalTitle')}
            </h2>
            <p className="text-ink/70 mt-2 text-sm leading-relaxed">{t('modalIntro')}</p>
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('closeModal')}
            className="text-ink hover:bg-ink hover:text-ivory -me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors"
          >
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <ApplicationForm onSubmitted={onClose} className="mt-8" />
      </div>
    </div>,
    document.body,
  )
}
