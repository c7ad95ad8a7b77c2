import { describe, expect, it } from 'vitest'
import { inlineRevealedBoundaries } from './revealed-boundaries.mjs'

// The shape React 19 streams a <Suspense> section in (the home page's Featured Properties): the
// fallback behind a placeholder where the section belongs, the finished section at the end in a
// hidden <div>, then the script that moves it (React's reveal functions, cut short here, and the
// call). React also notes the time of the next frame to throttle reveals.
const RUNTIME = '$RB=[];$RV=function(a){a.length=0};\n$RC=function(a,b){$RB.push(a,b)};'
const section = (id: string) =>
  `<section id="${id}"><h2>${id}</h2><!--$?--><template id="B:${id.slice(-1)}"></template><p>Loading...</p><!--/$--></section>`
const segment = (n: number, body: string, script: string) =>
  `<div hidden id="S:${n}">${body}</div><script nonce="n0nce==">${script}</script>`
const GRID =
  '<ul aria-label="Featured Properties"><li><div class="card"><a href="/property/1">Marina Gate</a></div></li></ul>'
const TIMER =
  '<script nonce="n0nce==">requestAnimationFrame(function(){$RT=performance.now()});</script>'

const streamed = [
  '<!DOCTYPE html><html lang="en"><head></head><body>',
  TIMER,
  '<main>',
  section('featured0'),
  '<section><h2>Popular areas</h2></section></main>',
  '<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>',
  segment(0, GRID, `${RUNTIME}$RC("B:0","S:0")`),
  '<script nonce="n0nce==">(function(){/* early page */})()</script>',
  '</body></html>',
].join('')

/** A page with two streamed sections: the featured grid's segment, then the one given. */
const twoSections = (secondSegment: string) =>
  [
    '<body><main>',
    section('featured0'),
    section('news1'),
    '</main>',
    segment(0, GRID, `${RUNTIME}$RC("B:0","S:0")`),
    secondSegment,
    '</body>',
  ].join('')

describe('inlineRevealedBoundaries', () => {
  const out = inlineRevealedBoundaries(streamed)

  it('puts the finished section where it belongs, as a boundary React rendered ready', () => {
    expect(out).toContain(`<h2>featured0</h2><!--$-->${GRID}<!--/$--></section>`)
    expect(out).not.toContain('Loading...')
    expect(out).not.toContain('<template id="B:0">')
    expect(out).not.toContain('hidden id="S:0"')
  })

  it('drops the reveal call, React’s reveal functions and its reveal timer', () => {
    expect(out).not.toContain('$RC')
    expect(out).not.toContain('$RB')
    expect(out).not.toContain('$RT')
  })

  it('leaves the rest of the page as it was', () => {
    expect(out).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head></head><body><main>',
        `<section id="featured0"><h2>featured0</h2><!--$-->${GRID}<!--/$--></section>`,
        '<section><h2>Popular areas</h2></section></main>',
        '<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>',
        '<script nonce="n0nce==">(function(){/* early page */})()</script>',
        '</body></html>',
      ].join(''),
    )
  })

  it('places every section of a page, each from its own segment', () => {
    const placed = inlineRevealedBoundaries(
      twoSections(segment(1, '<ol><li>Market report</li></ol>', '$RC("B:1","S:1")')),
    )
    expect(placed).toBe(
      [
        '<body><main>',
        `<section id="featured0"><h2>featured0</h2><!--$-->${GRID}<!--/$--></section>`,
        '<section id="news1"><h2>news1</h2><!--$--><ol><li>Market report</li></ol><!--/$--></section>',
        '</main></body>',
      ].join(''),
    )
  })

  it('returns a page without streamed sections unchanged', () => {
    const plain =
      '<!DOCTYPE html><html><body><main><h1>About</h1><!--$--><p>Ready</p><!--/$--></main></body></html>'
    expect(inlineRevealedBoundaries(plain)).toBe(plain)
  })

  it('leaves a section it cannot place to React’s script, and keeps that script working', () => {
    // The segment is not followed by its reveal script (not the shape React writes).
    const odd = streamed.replace(
      `</div><script nonce="n0nce==">${RUNTIME}`,
      `</div><p>x</p><script nonce="n0nce==">${RUNTIME}`,
    )
    expect(inlineRevealedBoundaries(odd)).toBe(odd)
    // A fallback with a boundary of its own.
    const nested = streamed.replace('<p>Loading...</p>', '<!--$--><p>Loading...</p><!--/$-->')
    expect(inlineRevealedBoundaries(nested)).toBe(nested)
  })

  it('keeps React’s functions while one section still waits for them', () => {
    // The second segment is not followed by its reveal script.
    const placed = inlineRevealedBoundaries(
      twoSections(
        '<div hidden id="S:1"><ol><li>Market report</li></ol></div><p>late</p><script>$RC("B:1","S:1")</script>',
      ),
    )
    expect(placed).toContain(`<!--$-->${GRID}<!--/$-->`)
    expect(placed).toContain('<template id="B:1">')
    expect(placed).toContain(`<script nonce="n0nce==">${RUNTIME}</script>`)
    expect(placed).toContain('$RC("B:1","S:1")')
  })
})
