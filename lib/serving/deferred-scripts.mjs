// Public pages are complete without JavaScript: the server renders every page's content, its
// links and its forms' markup. So the framework's script (React and the router, ~165 kB
// compressed, and a second or more of main-thread work on a mid-range phone) does not have to
// compete with the page's photographs and text while a visitor on a slow connection waits for
// the first view. The server takes the framework's <script src> tags out of each public page and
// puts one small inline script in their place (earlyPage below) that:
//   - fetches and runs them on the visitor's first sign of use: a touch, a pointer moving or
//     pressing, a key, a scroll or a focus; from then on the page is the usual hydrated React app.
//     Not before: fetching them ahead while the page settled (a prefetch when idle) was about half
//     the main-thread blocking a simulated phone saw after the first paint (README, Performance),
//     and on a phone the first touch or scroll almost always comes before the first press;
//   - presses again, once the app is live, a button pressed or a form submitted before it was
//     (a link needs no script and is left to the browser);
//   - shows the reveal-on-scroll blocks as they come into view until then;
//   - puts back, before the framework starts, the markup served inside <noscript> (held-markup.mjs).
// A second one, at the top of the head, marks the blocks whose rendering waits until they come
// near once they have been drawn, puts back the held markup of a block as it comes near, and
// the search of the first view on the first frame (markDrawnBlocks).
// React's data for hydrating the page can leave the HTML the same way: the early script loads it
// just before the framework (app-data.mjs).
// The transform runs once per rendered page, before the page is cached (scripts/serve.mjs).
import { minify } from 'terser'
import { HELD_FORMS, HELD_MARKUP, HELD_UNTIL_DRAWN, holdMarkup } from './held-markup.mjs'
import { HYDRATED_EVENT } from './hydrated-event.mjs'

const FRAMEWORK_SCRIPT =
  /<script\b(?=[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)")(?![^>]*\bnoModule\b)[^>]*><\/script>/gi
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/gi
const NONCE = /<script\b[^>]*\bnonce="([^"]+)"/i
// React's data for the page, as Next writes it inline: `self.__next_f.push([...])` scripts (the
// first one creates the array). Its strings escape '<', so '])</script>' ends each one.
const APP_DATA_SCRIPT =
  /<script\b[^>]*>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(\[[\s\S]*?\]\))<\/script>/g
// Next's shell for a page it renders in the browser (a notFound() in a layout, an error before
// the first byte): its body is empty until the framework runs, so its scripts must run at once.
const CLIENT_RENDERED_SHELL = /<html\b[^>]*\bid="__next_error__"/i

/**
 * The page with its framework scripts loaded on first use instead of at once. A page without
 * framework scripts (or without </body>), or one rendered in the browser, is returned as it came.
 * @param {string} html
 * @param {(script: string) => string} [moveAppData] keeps React's data for the page (one script)
 *   and returns the address it is served from; without it the data stays in the page.
 * @returns {string}
 */
export function deferFrameworkScripts(html, moveAppData) {
  if (CLIENT_RENDERED_SHELL.test(html)) return html
  /** @type {string[]} */
  const sources = []
  const withoutScripts = html.replace(FRAMEWORK_SCRIPT, (_tag, src) => {
    if (!sources.includes(src)) sources.push(src)
    return ''
  })
  const end = withoutScripts.lastIndexOf('</body>')
  if (!sources.length || end < 0) return html
  const nonce = NONCE.exec(html)?.[1]
  let page = holdMarkup(withoutScripts.replace(SCRIPT_PRELOAD, ''))
  /** @type {string | null} */
  let appDataSource = null
  if (moveAppData) {
    /** @type {string[]} */
    const statements = []
    page = page.replace(APP_DATA_SCRIPT, (_tag, statement) => {
      statements.push(statement)
      return ''
    })
    if (statements.length) appDataSource = moveAppData(`${statements.join(';\n')};\n`)
  }
  const args = [sources, HYDRATED_EVENT, appDataSource, HELD_FORMS, HELD_MARKUP].map(inlineJson)
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
  const loader = `<script${nonceAttribute}>(${EARLY_PAGE_SOURCE})(${args.join(',')})</script>`
  const at = page.lastIndexOf('</body>')
  page = page.slice(0, at) + loader + page.slice(at)
  // In the head, ahead of the stylesheet (an inline script after it would wait for it): the
  // browser may draw the first blocks while the rest of the page is still being parsed, before
  // the early script at the end of the body exists to hear of it.
  const markerArgs = [HELD_MARKUP, HELD_UNTIL_DRAWN].map(inlineJson).join(',')
  const marker = `<script${nonceAttribute}>(${MARK_DRAWN_BLOCKS_SOURCE})(${markerArgs})</script>`
  const head = HEAD_START.exec(page)
  if (!head) return page
  const headAt = head.index + head[0].length
  return page.slice(0, headAt) + marker + page.slice(headAt)
}

/** @param {unknown} value @returns {string} a JSON literal that cannot end the inline <script> */
function inlineJson(value) {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}

/** After the head's charset declaration (which must stay within the first bytes), or its start. */
const HEAD_START = /<head\b[^>]*>(?:\s*<meta\b[^>]*\bcharset=[^>]*>)?/i

/**
 * Runs in the browser, inline at the top of the head. Blocks whose rendering waits until they
 * come near (content-visibility: auto, globals.css) are laid out by the browser as they approach
 * the viewport, never ahead: rendering them all when the page went idle was, on a simulated
 * phone, most of the home page's main-thread blocking after the first paint (README,
 * Performance). A block is marked rendered two frames after it is first drawn, which lets its
 * transitions run from then on (globals.css keeps them off until then). The markup a block holds
 * in a <noscript> (held-markup.mjs: its pictures, a form) is put back in place as the block comes
 * near: its pictures are wanted now, and a form may be reached before the page's first use has
 * put it back (a link to a place further down). A browser that draws every block at once (no
 * content-visibility) gets it all back as soon as the page is parsed.
 * A form of the first view held until drawn is put back by the first frame after it has been
 * parsed, before that frame is styled and drawn: a frame that comes while the page is still
 * being parsed puts back what has been parsed so far and asks for the next one.
 * @param {string} heldMarkup the selector of the <noscript> elements holding markup
 * @param {string} heldUntilDrawn the selector of those holding a form of the first view
 */
export function markDrawnBlocks(heldMarkup, heldUntilDrawn) {
  /** @param {ParentNode} root @param {string} selector */
  function putBack(root, selector) {
    root.querySelectorAll(selector).forEach(function (held) {
      held.outerHTML = held.textContent || ''
    })
  }
  requestAnimationFrame(function putBackDrawn() {
    putBack(document, heldUntilDrawn)
    if (document.readyState === 'loading') requestAnimationFrame(putBackDrawn)
  })
  if (!('ContentVisibilityAutoStateChangeEvent' in window)) {
    document.addEventListener('DOMContentLoaded', function () {
      putBack(document, heldMarkup)
    })
    return
  }
  document.addEventListener(
    'contentvisibilityautostatechange',
    function (event) {
      if (/** @type {any} */ (event).skipped) return
      const block = /** @type {Element} */ (event.target)
      putBack(block, heldMarkup)
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          block.setAttribute('data-rendered', '')
        })
      })
    },
    true,
  )
}

/**
 * Runs in the browser, inline, before the framework. Plain ES2017 with no imports: it is
 * serialised into the page as it is written here.
 * @param {string[]} sources the framework's scripts, in the page's order
 * @param {string} hydratedEvent the window event the app fires once hydrated
 * @param {string | null} appDataSource React's data for the page, when it is not in the page
 * @param {string} heldForms the selector of the <noscript> elements holding forms
 * @param {string} heldMarkup the selector of the <noscript> elements holding markup
 */
export function earlyPage(sources, hydratedEvent, appDataSource, heldForms, heldMarkup) {
  const doc = document
  const nonce = /** @type {HTMLScriptElement} */ (doc.currentScript).nonce
  const FIRST_USE = [
    'pointerdown',
    'pointermove',
    'touchstart',
    'keydown',
    'wheel',
    'scroll',
    'focusin',
  ]
  const listen = { capture: true, passive: true }
  let started = false
  /** @type {HTMLElement | null} */
  let pressed = null
  /** @type {{ form: HTMLFormElement, submitter: HTMLElement | null } | null} */
  let submitted = null

  function add(tag, attributes) {
    const el = doc.createElement(tag)
    Object.assign(el, attributes)
    doc.head.appendChild(el)
  }

  /** @param {string} selector */
  function putBack(selector) {
    doc.querySelectorAll(selector).forEach(function (held) {
      held.outerHTML = held.textContent || ''
    })
  }

  function start() {
    if (started) return
    started = true
    for (const type of FIRST_USE) removeEventListener(type, start, listen)
    // In use, a form is wanted now. The browser's text of a <noscript> is the markup it holds.
    putBack(heldForms)
    function runFramework() {
      // The framework hydrates the markup as it was rendered, so the rest is back before it runs:
      // here, not in the handler of the first touch or key, which it would slow on a phone.
      putBack(heldMarkup)
      for (const src of sources) add('script', { src, async: true, nonce })
    }
    // The framework reads React's data as it starts, so the data runs first. Should it fail to
    // load, the page stays as served: its links and content work without the app.
    if (appDataSource) add('script', { src: appDataSource, async: true, nonce, onload: runFramework })
    else runFramework()
  }

  // A press on a button (or anything the app listens to) before the app is live is kept and
  // pressed again once it is. Links, form fields and labels work natively and are left alone,
  // except a link that is the app's button (role="button"): it waits for the app.
  function controlOf(target) {
    const el = target instanceof Element ? target : null
    const control =
      el && el.closest('button, [role="button"], [role="tab"], [role="combobox"], [aria-controls]')
    if (!control) return null
    // What the browser has already done itself (a <details> toggled, a field focused or
    // checked) must not be done a second time.
    if (control.closest('summary, label, input, select, textarea')) return null
    const link = control.closest('a[href]')
    return link && link.getAttribute('role') !== 'button' ? null : control
  }
  function onClick(event) {
    const control = controlOf(event.target)
    if (!control) return
    if (control.matches('button[type="submit"], button:not([type])') && control.closest('form'))
      return
    if (control.matches('a[href]')) event.preventDefault()
    pressed = /** @type {HTMLElement} */ (control)
  }
  // Space presses a role="button" link only through the app.
  function onKeyDown(event) {
    if (event.key !== ' ') return
    const control = controlOf(event.target)
    if (!control || !control.matches('a[href][role="button"]')) return
    event.preventDefault()
    pressed = /** @type {HTMLElement} */ (control)
  }
  // A form without an action of its own is sent by the app: hold it until the app is live.
  function onSubmit(event) {
    const form = /** @type {HTMLFormElement} */ (event.target)
    if (form.hasAttribute('action')) return
    event.preventDefault()
    submitted = { form, submitter: event.submitter || null }
    start()
  }
  function replay() {
    doc.removeEventListener('click', onClick, true)
    doc.removeEventListener('keydown', onKeyDown, true)
    doc.removeEventListener('submit', onSubmit, true)
    // After the app's own handlers are attached (this event fires from its first effect).
    setTimeout(function () {
      if (submitted && submitted.form.isConnected)
        submitted.form.requestSubmit(
          submitted.submitter && submitted.submitter.isConnected ? submitted.submitter : null,
        )
      else if (pressed && pressed.isConnected) pressed.click()
    })
  }

  for (const type of FIRST_USE) addEventListener(type, start, listen)
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('keydown', onKeyDown, true)
  doc.addEventListener('submit', onSubmit, true)
  addEventListener(hydratedEvent, replay, { once: true })

  // Reveal-on-scroll blocks (globals.css hides them while scripting is on) show as they come
  // into view, with or without the app.
  if ('IntersectionObserver' in window) {
    const reveal = new IntersectionObserver(
      function (entries) {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          ;/** @type {HTMLElement} */ (entry.target).dataset.revealed = 'true'
          reveal.unobserve(entry.target)
        }
      },
      { threshold: 0.15 },
    )
    doc.querySelectorAll('.reveal:not([data-revealed])').forEach(function (el) {
      reveal.observe(el)
    })
  }
}

/**
 * The inline scripts as they go into every page: minified once, when the server starts (they are
 * in every page's HTML, where each byte delays the first view on a slow connection).
 */
const MINIFY_OPTIONS = { ecma: 2017, compress: { passes: 2 }, mangle: true }
const EARLY_PAGE_SOURCE = await minifiedFunction(earlyPage)
const MARK_DRAWN_BLOCKS_SOURCE = await minifiedFunction(markDrawnBlocks)

/** @param {Function} fn @returns {Promise<string>} the function as a minified expression */
async function minifiedFunction(fn) {
  // A call keeps the minifier from dropping the function as unused; its arguments are unknown
  // globals, so nothing is assumed about them. The call is cut off again.
  const args = Array.from({ length: fn.length }, (_, i) => `ARG${i}`).join(',')
  const { code } = await minify(`(${fn.toString()})(${args})`, MINIFY_OPTIONS)
  const call = new RegExp(`^!?\\(?(function[\\s\\S]*\\})\\)?\\(${args}\\);?$`).exec(code ?? '')
  if (!call?.[1]) throw new Error('the early script did not minify to a single function')
  return call[1]
}
