// A section that waits for data inside <Suspense> (the home page's Featured Properties) is
// streamed by React in two parts: where it belongs, its fallback ('Loading...') behind a
// placeholder; at the end of the page, the finished section in a hidden <div> and an inline
// script ($RC) that moves it into place. React holds that move for up to 300 ms after a paint
// (it batches reveals), so a visitor sees 'Loading...' and then the section arrive after the first
// view, with its own round of layout on a slow phone; with JavaScript off, the section never
// shows at all.
// A public page is rendered in full before it is served and cached (scripts/serve.mjs), so every
// section it streamed is already finished: this puts each one where it belongs, as React renders
// a section that was ready at once. The app then hydrates it as a finished boundary. 'Loading...'
// still shows where the app itself waits for the section (a navigation inside the app).

// React's call that reveals a finished boundary with its segment: $RC("B:0","S:0").
const REVEAL_CALL = /\$RC\("([^"]+)","([^"]+)"\);?/g
// The page's own copy of React's reveal functions, once no call is left in it.
const REVEAL_RUNTIME_SCRIPT = /<script\b[^>]*>\$R[BC]=(?:(?!<\/script>)[\s\S])*<\/script>/g
// React's timer for throttling reveals (it notes the time of the next frame).
const REVEAL_TIMER_SCRIPT =
  /<script\b[^>]*>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/
const BOUNDARY_END = '<!--/$-->'
const SEGMENT_END = '</div>'
const SCRIPT_END = '</script>'

/**
 * The page with every section React streamed after its first part put in its place.
 * A page in any other shape (a nested fallback, a segment not where React writes it) keeps the
 * sections it cannot place as they came, to be revealed by React's script as usual.
 * @param {string} html
 * @returns {string}
 */
export function inlineRevealedBoundaries(html) {
  let page = html
  for (const [, boundaryId, segmentId] of html.matchAll(REVEAL_CALL)) {
    page = placeSegment(page, boundaryId, segmentId) ?? page
  }
  if (page === html || /\$RC\("/.test(page)) return page
  // No section waits for a reveal any more: React's reveal functions have nothing left to do.
  return page
    .replace(REVEAL_RUNTIME_SCRIPT, (script) => (/\$R[A-Z]{1,2}\("/.test(script) ? script : ''))
    .replace(REVEAL_TIMER_SCRIPT, '')
}

/**
 * Moves one finished segment into its boundary in place of the fallback and drops its reveal
 * call; null when the page does not have the shape React writes.
 * @param {string} page @param {string} boundaryId @param {string} segmentId
 * @returns {string | null}
 */
function placeSegment(page, boundaryId, segmentId) {
  const placeholder = `<!--$?--><template id="${boundaryId}"></template>`
  const segmentStart = `<div hidden id="${segmentId}">`
  const boundaryAt = page.indexOf(placeholder)
  const fallbackEnd = page.indexOf(BOUNDARY_END, boundaryAt)
  const segmentAt = page.indexOf(segmentStart, fallbackEnd)
  if (boundaryAt < 0 || fallbackEnd < 0 || segmentAt < 0) return null
  // A fallback holding boundaries of its own is left to React.
  if (page.slice(boundaryAt + placeholder.length, fallbackEnd).includes('<!--$')) return null
  // React writes the reveal script right after the segment's closing tag.
  const call = `$RC("${boundaryId}","${segmentId}")`
  const callAt = page.indexOf(call, segmentAt)
  if (callAt < 0) return null
  const callEnd = callAt + call.length + (page[callAt + call.length] === ';' ? 1 : 0)
  const scriptAt = page.lastIndexOf('<script', callAt)
  const segmentEndAt = scriptAt - SEGMENT_END.length
  if (segmentEndAt < segmentAt || !page.startsWith(SEGMENT_END, segmentEndAt)) return null
  const content = page.slice(segmentAt + segmentStart.length, segmentEndAt)
  const scriptBodyAt = page.indexOf('>', scriptAt) + 1
  const scriptBodyEnd = page.indexOf(SCRIPT_END, callEnd)
  const rest = page.slice(scriptBodyAt, callAt) + page.slice(callEnd, scriptBodyEnd)
  // A script that held nothing but this call goes with it.
  const script = rest.trim() ? page.slice(scriptAt, scriptBodyAt) + rest + SCRIPT_END : ''
  return (
    page.slice(0, boundaryAt) +
    '<!--$-->' +
    content +
    page.slice(fallbackEnd, segmentAt) +
    script +
    page.slice(scriptBodyEnd + SCRIPT_END.length)
  )
}
