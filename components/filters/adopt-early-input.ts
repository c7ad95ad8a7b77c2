'use client'

import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * A field is usable from the first paint, before React has hydrated it: a visitor can focus it
 * and type. React keeps the page's text while hydrating but not in the component's state, so a
 * controlled field would lose it at its next render. On mount, this hands the field's text (when
 * it differs from what the component renders) and its focus to the component, exactly once,
 * before the browser paints again.
 */
export function useAdoptEarlyInput(
  ref: RefObject<HTMLInputElement | null>,
  rendered: string,
  handlers: { onTyped?: (text: string) => void; onFocused?: () => void },
) {
  const initial = useRef({ rendered, handlers })
  useLayoutEffect(() => {
    const input = ref.current
    if (!input) return
    const { rendered: renderedText, handlers: on } = initial.current
    if (input.value !== renderedText) on.onTyped?.(input.value)
    if (document.activeElement === input) on.onFocused?.()
  }, [ref])
}
