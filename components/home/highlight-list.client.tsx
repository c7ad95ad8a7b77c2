'use client'

import { useEffect, useRef, type FocusEvent, type PointerEvent, type ReactNode } from 'react'

const ITEM = '[data-highlight-item]'

/**
 * docs/requirements.md §2: only one featured card is highlighted at a time, and leaving clears it.
 * The cards stay server components; this list only moves a `data-active` flag between them,
 * following the pointer and keyboard focus alike.
 */
export function HighlightList({
  children,
  className,
  label,
}: {
  children: ReactNode
  className?: string
  label?: string
}) {
  const ref = useRef<HTMLUListElement>(null)

  function highlight(target: EventTarget | null) {
    if (ref.current) highlightIn(ref.current, target)
  }

  // The app starts on the visitor's first use, which can be the pointer arriving on a card or a
  // tab onto one: that event came before the app listened, so pick up where they already are.
  useEffect(() => {
    const list = ref.current
    if (!list) return
    const pointed = matchMedia('(hover: hover)').matches
      ? list.querySelector(`${ITEM}:hover`)
      : null
    const current = pointed ?? list.querySelector(`${ITEM}:focus-within`)
    if (current) highlightIn(list, current)
  }, [])

  return (
    <ul
      ref={ref}
      aria-label={label}
      className={className}
      onPointerOver={(event: PointerEvent) =>
        event.pointerType !== 'touch' && highlight(event.target)
      }
      onPointerLeave={() => highlight(null)}
      onFocus={(event: FocusEvent) => highlight(event.target)}
      onBlur={(event: FocusEvent) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) highlight(null)
      }}
    >
      {children}
    </ul>
  )
}

/** Flags the item holding `target` as the active one, and no other. */
function highlightIn(list: HTMLElement, target: EventTarget | null) {
  const active = target instanceof Element ? target.closest(ITEM) : null
  for (const item of list.querySelectorAll<HTMLElement>(ITEM)) {
    if (item === active) item.dataset.active = 'true'
    else delete item.dataset.active
  }
}
