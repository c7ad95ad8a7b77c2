// The page's first-view picture (its largest paint), told by the app to the production server so
// that the response's headers can name it in a `Link: rel=preload`. The document's head already
// preloads it in its first bytes; the header is for what stands in front of the server: a CDN
// that turns a page's preload headers into `103 Early Hints` lets a phone start the photo while
// the page is still on its way. (Node's own writeEarlyHints refuses a link with an imagesrcset,
// whose quoted value holds spaces, so this server sends none itself.)
// React puts a high-priority image preload in the response headers only when it has no srcset;
// every first-view picture here has one, so the app tells the server itself. As in signals.mjs,
// the app (inside the Next.js server bundle) and scripts/serve.mjs share only the process, hence
// the registry on globalThis. The server installs an AsyncLocalStorage there and runs each render
// in it; what a render announces lands in that request's list. In the browser, and in any render
// the server did not start, an announcement does nothing.
const REGISTRY = Symbol.for('crescent-key.first-view-hints')

/** @typedef {{ src: string, srcSet?: string, sizes?: string }} FirstViewImage */
/** @typedef {{ run: <T>(store: FirstViewImage[], body: () => T) => T, getStore: () => FirstViewImage[] | undefined }} HintStore */

const holder = /** @type {{ [REGISTRY]?: HintStore }} */ (globalThis)

/**
 * Called by the server once, with a new AsyncLocalStorage.
 * @param {HintStore} store
 */
export function installHintStore(store) {
  holder[REGISTRY] = store
}

/**
 * Runs `render` so that the first-view pictures it announces are collected.
 * @template T
 * @param {() => T} render
 * @returns {{ result: T, images: FirstViewImage[] }}
 */
export function collectFirstViewImages(render) {
  /** @type {FirstViewImage[]} */
  const images = []
  const store = holder[REGISTRY]
  return { result: store ? store.run(images, render) : render(), images }
}

/**
 * Called while a page renders, with the props next/image gives the picture's <img>.
 * @param {FirstViewImage} image
 */
export function announceFirstViewImage(image) {
  holder[REGISTRY]?.getStore()?.push(image)
}

// A header value is visible ASCII, and a quoted parameter holds no quote; a picture whose
// address breaks either (none the site makes) is left to the document's own preload.
const HEADER_SAFE = /^[\x20-\x7e]*$/

/**
 * The `Link` value preloading the first announced picture as the <img> will pick it (its srcset
 * and sizes), or null. One picture only: a second would share the phone's first round trips
 * with the one the visitor is waiting for.
 * @param {FirstViewImage[]} images
 * @returns {string | null}
 */
export function preloadLinkOf(images) {
  const image = images[0]
  if (!image?.src) return null
  const parts = [`<${image.src}>`, 'rel=preload', 'as=image']
  if (image.srcSet) parts.push(`imagesrcset="${image.srcSet}"`)
  if (image.sizes) parts.push(`imagesizes="${image.sizes}"`)
  parts.push('fetchpriority=high')
  const link = parts.join('; ')
  const quoted = [image.srcSet, image.sizes].some((value) => value?.includes('"'))
  return HEADER_SAFE.test(link) && !quoted ? link : null
}

/**
 * A `Link` header's value with one more link: Next may already have set one (a preconnect).
 * @param {unknown} existing
 * @param {string} link
 */
export function withLink(existing, link) {
  const before = Array.isArray(existing) ? existing.join(', ') : existing ? String(existing) : ''
  return before ? `${before}, ${link}` : link
}
