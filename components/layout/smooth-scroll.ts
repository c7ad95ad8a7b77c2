import type Lenis from 'lenis'

/**
 * The one Lenis instance of the page, shared by module state rather than context so the
 * side menu (which must stop it) does not force a provider re-render when it starts.
 * Null when smoothing is off (reduced motion) or not loaded yet.
 */
let instance: Lenis | null = null

export function setLenis(lenis: Lenis | null) {
  instance = lenis
}

export function getLenis(): Lenis | null {
  return instance
}
