// Forms further down a long page, in a block drawn only as it comes near (content-visibility:
// auto, globals.css), are served inside <noscript>. Chrome, on DOMContentLoaded, reads every
// form field for autofill and with it styles and lays out the whole not-yet-drawn block around
// each one (and again when the page has loaded): on the home page that was half of the longest
// task after the first paint (README, Performance). With scripting on, the browser reads a
// <noscript> as plain text, so there is no field to read; the page's early scripts put the
// markup back in place as the visitor first uses the page, before the framework starts (it
// hydrates the form as it was rendered), or as the form's block comes near, whichever is first
// (deferred-scripts.mjs). Without JavaScript the browser shows the form where it was.

/** Marks, on a server-rendered <form>, a form to serve this way. Shared by both sides. */
export const HELD_FORM_ATTRIBUTE = 'data-held-until-use'

/** The marker on the <noscript> holding a form. */
export const HELD_FORM_WRAPPER = 'data-held-form'

/** The <noscript> elements holding forms, as the early scripts select them. */
export const HELD_FORMS = `noscript[${HELD_FORM_WRAPPER}]`

// Forms cannot nest, so a marked form ends at the first </form> after it.
const HELD_FORM = new RegExp(
  `<form\\b[^>]*\\s${HELD_FORM_ATTRIBUTE}=""[^>]*>[\\s\\S]*?</form>`,
  'gi',
)

/**
 * The page with each marked form inside a <noscript>. Its text cannot end the <noscript> early:
 * React writes '<' in text and attribute values as an entity.
 * @param {string} html
 * @returns {string}
 */
export function holdMarkedForms(html) {
  return html.replace(HELD_FORM, (form) => `<noscript ${HELD_FORM_WRAPPER}="">${form}</noscript>`)
}
