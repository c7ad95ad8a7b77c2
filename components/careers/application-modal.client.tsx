'use client'

import dynamic from 'next/dynamic'
import { useCallback, useRef, useState } from 'react'

// The modal and its form (react-hook-form, zod, the résumé picker) are fetched when a visitor
// heads for the button — pointer, touch or keyboard focus — so they are there by the click,
// and never on a page view that does not apply.
const loadModal = () => import('./application-dialog.client').then((m) => m.ApplicationModal)
const ApplicationModal = dynamic(loadModal, { ssr: false })

/**
 * 'Apply Now': the careers modal marker's button. Without JavaScript it is a plain link to the
 * page's #apply section (how to apply by e-mail); with it, it opens the application modal.
 */
export function ApplyButton({ label, className }: { label: string; className: string }) {
  const [open, setOpen] = useState(false)
  const openerRef = useRef<HTMLAnchorElement>(null)
  const close = useCallback(() => {
    setOpen(false)
    // Back to where the visitor was, so keyboard and screen-reader users keep their place.
    requestAnimationFrame(() => openerRef.current?.focus())
  }, [])
  return (
    <>
      <a
        ref={openerRef}
        href="#apply"
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
        onKeyDown={(event) => {
          // role="button" promises Space works as well as Enter.
          if (event.key === ' ') {
            event.preventDefault()
            setOpen(true)
          }
        }}
      >
        {label}
      </a>
      {open && <ApplicationModal onClose={close} />}
    </>
  )
}

function prefetch() {
  void loadModal()
}
