import { animate } from 'motion/mini'

// The stylesheet's reveal, in the same terms (globals.css): 0.8 s, the same curve and distance.
const EASE = [0.22, 1, 0.36, 1] as const

/**
 * Fades `element` in and slides it up, with motion's small WAAPI animator (fetched on its own by
 * reveal.client.tsx). Resolves when the element has arrived.
 */
export function animateReveal(element: HTMLElement, delay: number) {
  return animate(
    element,
    { opacity: [0, 1], transform: ['translateY(24px)', 'none'] },
    { duration: 0.8, delay, ease: [...EASE] },
  )
}
