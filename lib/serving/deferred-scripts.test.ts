import { describe, expect, it } from 'vitest'
import { deferFrameworkScripts, earlyPage } from './deferred-scripts.mjs'
import { HELD_FORMS, HELD_MARKUP, HELD_UNTIL_DRAWN, HELD_WRAPPER } from './held-markup.mjs'
import { HYDRATED_EVENT } from './hydrated-event.mjs'

// The shape Next.js 16 renders: async chunk scripts and a low-priority preload in <head>, the
// legacy polyfill as noModule, inline data scripts and JSON-LD in <body>, another chunk at the end.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="abc123==" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="abc123==" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/a.js" async="" nonce="abc123=="></script>',
  '<script src="/_next/static/chunks/turbopack-b.js" async="" nonce="abc123=="></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="abc123=="></script>',
  '</head><body><main><h1>Marina Gate</h1></main>',
  '<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>',
  '<script nonce="abc123==">(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script nonce="abc123==">self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>',
  '<script src="/_next/static/chunks/late.js" nonce="abc123==" async=""></script>',
  '</body></html>',
].join('')

/** The arguments the inserted early script is called with. */
function loaderArguments(html: string) {
  const match = /\}\)\((\[.*?\]),("[^"]*"),(null|"[^"]*"),("(?:[^"\\]|\\.)*"),("(?:[^"\\]|\\.)*")\)<\/script><\/body>/.exec(html)
  if (!match) throw new Error('no early script before </body>')
  return {
    sources: JSON.parse(match[1]!) as string[],
    event: JSON.parse(match[2]!) as string,
    appData: JSON.parse(match[3]!) as string | null,
    heldForms: JSON.parse(match[4]!) as string,
    heldMarkup: JSON.parse(match[5]!) as string,
  }
}

describe('deferFrameworkScripts', () => {
  const out = deferFrameworkScripts(page)

  it('listens for drawn blocks from the top of the head, ahead of the stylesheet', () => {
    const head = out.slice(0, out.indexOf('</head>'))
    const marker = head.indexOf('contentvisibilityautostatechange')
    expect(marker).toBeGreaterThan(head.indexOf('<meta charSet="utf-8"/>'))
    expect(marker).toBeLessThan(head.indexOf('rel="stylesheet"'))
    expect(head).toMatch(/<meta charSet="utf-8"\/><script nonce="abc123==">\(function\(\w+,\w+\)\{/)
    expect(head).toContain(`})(${JSON.stringify(HELD_MARKUP)},${JSON.stringify(HELD_UNTIL_DRAWN)})</script>`)
    // Once only: the early script at the end of the body no longer listens itself.
    expect(out.split('contentvisibilityautostatechange')).toHaveLength(2)
  })

  it('takes every framework script and script preload out of the page', () => {
    expect(out).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/(a|turbopack-b|late)\.js"/)
    expect(out).not.toMatch(/rel="preload" as="script"/)
  })

  it('hands them, once each and in page order, to one early script before </body>', () => {
    expect(loaderArguments(out)).toEqual({
      sources: [
        '/_next/static/chunks/a.js',
        '/_next/static/chunks/turbopack-b.js',
        '/_next/static/chunks/late.js',
      ],
      event: HYDRATED_EVENT,
      appData: null,
      heldForms: HELD_FORMS,
      heldMarkup: HELD_MARKUP,
    })
    const body = out.slice(out.indexOf('<body>'))
    expect(body.match(/<script nonce="abc123==">\(function\(/g)).toHaveLength(1)
  })

  it('leaves the content, the stylesheet, inline data, JSON-LD and the legacy polyfill as they were', () => {
    for (const kept of [
      '<h1>Marina Gate</h1>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="abc123==" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="abc123=="></script>',
      '<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>',
      '<script nonce="abc123==">(self.__next_f=self.__next_f||[]).push([0])</script>',
    ])
      expect(out).toContain(kept)
  })

  it("leaves a page the browser renders itself (Next's error shell) to run its scripts at once", () => {
    const shell = page
      .replace('<html lang="en">', '<html id="__next_error__">')
      .replace('<h1>Marina Gate</h1>', '')
    expect(deferFrameworkScripts(shell)).toBe(shell)
  })

  it('returns a page without framework scripts, or cut short, unchanged', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>'
    expect(deferFrameworkScripts(plain)).toBe(plain)
    const cut = page.slice(0, page.indexOf('</body>'))
    expect(deferFrameworkScripts(cut)).toBe(cut)
  })

  it('serialises a minified early script the browser can parse', () => {
    const source = /<script nonce="abc123==">(\(function\((?:(?!<\/script>)[\s\S])*)<\/script><\/body>/.exec(
      out,
    )?.[1]
    expect(source).toBeDefined()
    expect(() => new Function(source!)).not.toThrow()
    expect(source).not.toMatch(/\/\/|\/\*/)
    expect(source!.length).toBeLessThan(earlyPage.toString().length / 2)
  })
})

describe('deferFrameworkScripts moving React data out of the page', () => {
  const kept: string[] = []
  const out = deferFrameworkScripts(page, (script) => {
    kept.push(script)
    return '/_app-data/abc.js?page=%2F'
  })

  it('hands every inline data script, in order, over as one script', () => {
    expect(kept).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"0:{\\"P\\":null}\\n"]);\n',
    ])
    expect(() => new Function(kept[0]!)).not.toThrow()
  })

  it('leaves none of it in the page, and tells the early script where it is', () => {
    expect(out).not.toContain('__next_f')
    expect(loaderArguments(out).appData).toBe('/_app-data/abc.js?page=%2F')
    for (const still of ['<h1>Marina Gate</h1>', '<script type="application/ld+json">{"@type":"RealEstateAgent"}</script>'])
      expect(out).toContain(still)
  })
})

describe('deferFrameworkScripts holding the forms marked for it', () => {
  const form =
    '<form noValidate="" data-held-until-use="" aria-labelledby="enquiry-title"><input name="email"/><textarea name="message">&lt;/noscript&gt; 5 &amp; 6</textarea></form>'
  const other = '<form role="search" action="/property" method="get"><input name="q"/></form>'
  const search =
    '<form action="/property" method="get" role="search" data-held-until-drawn=""><input name="location"/></form>'
  const withForms = page.replace(
    '<h1>Marina Gate</h1>',
    `<h1>Marina Gate</h1>${other}<header>${search}</header><section>${form}</section>`,
  )
  const out = deferFrameworkScripts(withForms)

  it('serves a marked form inside a <noscript>, its markup as it was', () => {
    expect(out).toContain(`<section><noscript ${HELD_WRAPPER}="form">${form}</noscript></section>`)
  })

  it('serves a form of the first view inside one put back by the first frame', () => {
    expect(out).toContain(`<header><noscript ${HELD_WRAPPER}="drawn-form">${search}</noscript></header>`)
    expect(HELD_FORMS).toContain(HELD_UNTIL_DRAWN) // and at once on a first use before that frame
  })

  it('leaves an unmarked form in place', () => {
    expect(out).toContain(`<h1>Marina Gate</h1>${other}<header>`)
  })

  it('holds nothing on a page whose scripts run at once', () => {
    const shell = withForms.replace('<html lang="en">', '<html id="__next_error__">')
    expect(deferFrameworkScripts(shell)).toBe(shell)
  })
})

describe('deferFrameworkScripts holding the lazy pictures of blocks drawn as they come near', () => {
  const lazy = (name: string) =>
    `<img alt="${name}" loading="lazy" width="640" height="480" decoding="async" src="/_next/image?url=%2Fimages%2F${name}.jpg&amp;w=640&amp;q=75"/>`
  const held = (markup: string, kind = 'picture') => `<noscript ${HELD_WRAPPER}="${kind}">${markup}</noscript>`
  const hero = '<img alt="Skyline" fetchPriority="high" decoding="async" src="/hero.jpg"/>'
  const heldForm =
    '<form data-held-until-use=""><img alt="Adviser" loading="lazy" src="/adviser.jpg"/><input name="email"/></form>'
  const body = [
    `<section>${hero}${lazy('first-view-card')}</section>`,
    '<div class="render-children-when-near [--near-size:880px]">',
    `<section><div><div>${lazy('villa')}</div></div><div>${lazy('tower')}</div></section>`,
    `<section>${heldForm}<div class="render-children-when-near">${lazy('nested')}</div></section>`,
    '</div>',
    `<aside>${lazy('after-the-block')}</aside>`,
    `<footer class="render-when-near bg-ink">${lazy('footer-badge')}`,
    `<a href="/">${lazy('logo')}</a><a href="/team"><span>Our team</span>${lazy('team')}</a>`,
    `<a aria-label="Instagram" href="https://instagram.com/x">${lazy('instagram')}</a></footer>`,
  ].join('')
  const out = deferFrameworkScripts(page.replace('<main><h1>Marina Gate</h1></main>', `<main>${body}</main>`))

  it('serves each lazy picture inside such a block inside a <noscript>, as it was', () => {
    for (const name of ['villa', 'tower', 'nested', 'footer-badge', 'team', 'instagram'])
      expect(out).toContain(held(lazy(name)))
  })

  it('leaves the pictures outside the blocks in place, the first view and the rest of the page', () => {
    expect(out).toContain(`<section>${hero}${lazy('first-view-card')}</section>`)
    expect(out).toContain(`<aside>${lazy('after-the-block')}</aside>`)
  })

  it('leaves a picture that is the only content, and so the name, of a link', () => {
    expect(out).toContain(`<a href="/">${lazy('logo')}</a>`)
  })

  it("holds a held form's pictures once, with the form", () => {
    expect(out).toContain(held(heldForm, 'form'))
    expect(out.match(/<noscript/g)).toHaveLength(7)
  })
})
