// A process-wide signal that published content changed. The CMS hooks raise it (inside the
// Next.js server bundle) and the production server's page cache listens (outside it); the two
// do not share module instances, only the process, hence the registry on globalThis.
const LISTENERS = Symbol.for('crescent-key.content-changed')

/** @returns {Set<() => void>} */
function listeners() {
  const registry = /** @type {Record<symbol, Set<() => void> | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (registry[LISTENERS] ??= new Set())
}

/** @param {() => void} listener @returns {() => void} unsubscribe */
export function onContentChanged(listener) {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

export function contentChanged() {
  for (const listener of listeners()) listener()
}
