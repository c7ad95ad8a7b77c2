import type Lenis from 'lenis'

/**
 * The one Lenis instance of the page, shared by module state rather than context so the
 * side menu (which must stop it) does not force a provider re-render when it starts.
 * Null when smoothing is off (reduced motion) or not loaded yet.
 */
let instance: Lenis | null = null
/** Asks for Lenis's frames again (lenis-frames.ts): it moves only in frames it is given. */
let wakeFrames = () => {}

export function setLenis(lenis: Lenis | null, wake: () => void = () => {}) {
  instance = lenis
  wakeFrames = wake
}

export function getLenis(): Lenis | null {
  return instance
}

/** Lenis's eased scroll to `target`; false when smoothing is off (the caller scrolls natively). */
export function smoothScrollTo(target: HTMLElement | number, options: Parameters<Lenis['scrollTo']>[1]): boolean {
  if (!instance) return false
  instance.scrollTo(target, options)
  wakeFrames()
  return true
}
