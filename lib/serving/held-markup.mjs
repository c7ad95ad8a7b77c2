// Markup served inside <noscript> until it is wanted. With scripting on, the browser reads a
// <noscript> as plain text: it builds no element from it, so the markup costs the first view
// next to nothing. The page's early scripts put it back in place (its text is the markup) as its
// block comes near or as the visitor first uses the page, before the framework starts (React
// hydrates the markup as it was rendered), whichever is first (deferred-scripts.mjs). Without
// JavaScript the browser shows it where it was. Three kinds are held:
//  - Forms marked by their component (HELD_FORM_ATTRIBUTE). Chrome, on DOMContentLoaded, reads
//    every form field for autofill and with it styles and lays out the whole not-yet-drawn block
//    around each one (and again when the page has loaded): on the home page that was half of the
//    longest task after the first paint (README, Performance).
//  - A form in the first view (the property search), marked by its component
//    (DRAWN_FORM_ATTRIBUTE), held only until the browser's first frame, which puts it back
//    before it is drawn: so the first view is not laid out for autofill in the same task as the
//    end of parsing, but in the frame's own (README, Performance).
//  - Lazy pictures in a block drawn only as it comes near (content-visibility: auto,
//    globals.css). Such a picture waits for its block anyway, but its <img> is built while the
//    page is parsed: the home page's 93 of them were over a third of the parser's main-thread
//    time, which a phone spends after the first paint (README, Performance). A picture that is
//    a link's or a button's only content stays: its text is the control's name.

/** Marks, on a server-rendered <form>, a form to serve this way. Shared by both sides. */
export const HELD_FORM_ATTRIBUTE = 'data-held-until-use'

/** Marks a form of the first view, held only until the first frame. Shared by both sides. */
export const DRAWN_FORM_ATTRIBUTE = 'data-held-until-drawn'

/** The marker on a <noscript> holding markup. */
export const HELD_WRAPPER = 'data-held'

/** The <noscript> elements holding markup, as the early scripts select them. */
export const HELD_MARKUP = `noscript[${HELD_WRAPPER}]`

/** Those holding a form of the first view, put back by the first frame. */
export const HELD_UNTIL_DRAWN = `noscript[${HELD_WRAPPER}="drawn-form"]`

/** Those holding a form: on the first use a form is wanted at once, a picture further down not. */
export const HELD_FORMS = `noscript[${HELD_WRAPPER}="form"], ${HELD_UNTIL_DRAWN}`

// Forms cannot nest, so a marked form ends at the first </form> after it.
/** @param {string} attribute */
const markedForm = (attribute) =>
  new RegExp(`<form\\b[^>]*\\s${attribute}=""[^>]*>[\\s\\S]*?</form>`, 'gi')
const HELD_FORM = markedForm(HELD_FORM_ATTRIBUTE)
const DRAWN_FORM = markedForm(DRAWN_FORM_ATTRIBUTE)
// The opening tag of a block drawn only as it comes near (globals.css): its class list holds
// render-when-near, or render-children-when-near (each of its children is such a block).
const NEAR_BLOCK = /<([a-z]+)\b[^>]*\sclass="(?:[^"]*\s)?render-(?:children-)?when-near(?:\s[^"]*)?"[^>]*>/gi
const LAZY_IMAGE = /<img\b[^>]*\sloading="lazy"[^>]*>/gi
// A <noscript> ends at the first </noscript>: its content cannot hold another one.
const NOSCRIPT = /<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi

/** @param {'form' | 'drawn-form' | 'picture'} kind @param {string} markup */
const held = (kind, markup) => `<noscript ${HELD_WRAPPER}="${kind}">${markup}</noscript>`

/**
 * The page with its marked forms and its blocks' lazy pictures each inside a <noscript>. The
 * held text cannot end the <noscript> early: React writes '<' in text and attribute values as
 * an entity.
 * @param {string} html
 * @returns {string}
 */
export function holdMarkup(html) {
  const forms = html
    .replace(HELD_FORM, (form) => held('form', form))
    .replace(DRAWN_FORM, (form) => held('drawn-form', form))
  return holdBlockPictures(forms)
}

/**
 * Each lazy <img> inside a block drawn as it comes near, held; one already inside a <noscript>
 * (a held form, a fallback) is left as it is.
 * @param {string} html
 * @returns {string}
 */
function holdBlockPictures(html) {
  let out = ''
  let at = 0
  for (const block of html.matchAll(NEAR_BLOCK)) {
    const start = block.index
    if (start < at) continue // a block inside one already done
    const end = elementEnd(html, block[1].toLowerCase(), start)
    out += html.slice(at, start) + holdPicturesOutsideNoscript(html.slice(start, end))
    at = end
  }
  return out + html.slice(at)
}

/** @param {string} markup */
function holdPicturesOutsideNoscript(markup) {
  let out = ''
  let at = 0
  for (const noscript of markup.matchAll(NOSCRIPT)) {
    out += holdPictures(markup.slice(at, noscript.index)) + noscript[0]
    at = noscript.index + noscript[0].length
  }
  return out + holdPictures(markup.slice(at))
}

/** @param {string} markup */
function holdPictures(markup) {
  return markup.replace(LAZY_IMAGE, (image, /** @type {number} */ at) =>
    namesItsControl(markup, at, at + image.length) ? image : held('picture', image),
  )
}

/**
 * Whether the picture is what names the link or button around it (the footer's logo: a link
 * home with only the logo in it). Held, it would leave a control without a name until its block
 * came near.
 * @param {string} markup @param {number} start @param {number} end the picture's place
 */
function namesItsControl(markup, start, end) {
  for (const tag of ['a', 'button']) {
    const open = lastOpening(markup, tag, start)
    if (open < 0 || markup.lastIndexOf(`</${tag}>`, start) > open) continue
    const openEnd = markup.indexOf('>', open) + 1
    if (/\saria-label(?:ledby)?="[^"]+"/i.test(markup.slice(open, openEnd))) return false
    const close = markup.indexOf(`</${tag}>`, end)
    if (close < 0) return false
    const text = markup.slice(openEnd, start) + markup.slice(end, close)
    return text.replace(/<[^>]*>/g, '').trim() === ''
  }
  return false
}

/**
 * Where the last opening tag of `tag` before `before` starts, or -1.
 * @param {string} markup @param {string} tag @param {number} before
 */
function lastOpening(markup, tag, before) {
  for (let at = markup.lastIndexOf(`<${tag}`, before - 1); at >= 0; at = markup.lastIndexOf(`<${tag}`, at - 1)) {
    const next = markup[at + tag.length + 1]
    if (next === ' ' || next === '>') return at // not <abbr>, <area>, <b>…
  }
  return -1
}

/**
 * Where the element whose opening tag starts at `start` ends (after its closing tag), counting
 * the same tag's openings and closings; the page's end if it is never closed. React's markup
 * always closes the elements a block can be (div, section, footer…), and writes '<' in text
 * and attribute values as an entity, so every '<tag' and '</tag>' here is a real tag.
 * @param {string} html @param {string} tag @param {number} start
 */
function elementEnd(html, tag, start) {
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi')
  tags.lastIndex = start
  let depth = 0
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1
    if (depth === 0) return match.index + match[0].length
  }
  return html.length
}
