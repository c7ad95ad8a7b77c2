// Process-wide signals from the app to the production server's page cache. The app raises
// them inside the Next.js server bundle and scripts/serve.mjs listens outside it; the two do
// not share module instances, only the process, hence the registry on globalThis.
const REGISTRY = Symbol.for('crescent-key.signals')

/** @param {string} name @returns {Set<() => void>} */
function listeners(name) {
  const holder = /** @type {{ [REGISTRY]?: Map<string, Set<() => void>> }} */ (globalThis)
  const registry = (holder[REGISTRY] ??= new Map())
  let set = registry.get(name)
  if (!set) registry.set(name, (set = new Set()))
  return set
}

/** @param {string} name */
function signal(name) {
  return {
    raise: () => {
      for (const listener of listeners(name)) listener()
    },
    /** @param {() => void} listener @returns {() => void} unsubscribe */
    listen: (listener) => {
      listeners(name).add(listener)
      return () => listeners(name).delete(listener)
    },
  }
}

/** Staff published, changed or deleted something the public site shows. */
export const contentChanged = signal('content-changed')

/** A public read failed: a page rendered now shows an error state and must not be kept. */
export const readFailed = signal('read-failed')
