import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect, test, type Page } from '@playwright/test'
import { staffAuthorization } from './support/staff-session'

// An article full of XSS payloads, created through staff REST, opened in Chromium: no script
// runs (no dialog, no `window.__xss` marker set) and nothing in the article body carries an
// event handler or a javascript:/data: URL. Raw HTML can enter three ways, each tried here:
// the Lexical JSON itself (text, link URLs, node fields), the hidden `html` field in a REST
// write, and — for an old or tampered row — the database column read at render time.


/** Each payload sets window.__xss (or opens a dialog) if it ever runs. */
const rawPayloads = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg onload="window.__xss=3"><circle r=1 /></svg>',
  '<a href="javascript:window.__xss=4">js link</a>',
  '<a href="jav&#x09;ascript:window.__xss=5">entity js link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9NjwvPHNjcmlwdD4=">data link</a>',
  '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=8">',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__xss=9&gt;">',
  '<p style="background:url(javascript:window.__xss=10)">styled</p>',
  '<form action="javascript:window.__xss=11"><button>go</button></form>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=12">',
  '<details open ontoggle="window.__xss=13"><summary>x</summary></details>',
  '<img src=x onerror=alert(1)>',
].join('\n')

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (children: object[], extra: object = {}) => ({
  type: 'paragraph', children, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '', version: 1, ...extra,
})
const link = (url: string, label: string) => ({
  type: 'link', fields: { linkType: 'custom', newTab: false, url }, children: [text(label)], direction: 'ltr', format: '', indent: 0, version: 3,
})

/** Lexical content whose text, link URLs and node fields all carry payloads. */
function hostileLexical() {
  return {
    root: {
      type: 'root', direction: 'ltr', format: '', indent: 0, version: 1,
      children: [
        paragraph([text('Payload shown as text: <img src=x onerror="window.__xss=20"> <script>window.__xss=21</script>')]),
        paragraph([
          link('javascript:window.__xss=22', 'js'), text(' '),
          link('JaVaScRiPt:window.__xss=23', 'mixed case'), text(' '),
          link('\tjavascript:window.__xss=24', 'padded'), text(' '),
          link('data:text/html,<script>parent.__xss=25</script>', 'data'), text(' '),
          // Payload refuses link URLs with spaces; a browser needs none between attributes.
          link('https://example.com/"onmouseover="window.__xss=26"x="', 'quote break-out'), text(' '),
          link('https://example.com/ok', 'a real link'),
        ]),
        // Node fields the converter writes into markup: a bogus alignment and indent.
        paragraph([text('Aligned')], { format: 'center" onmouseover="window.__xss=28', indent: '1" onfocus="window.__xss=29' }),
      ],
    },
  }
}

/**
 * Everything that could run script, as a list of findings: in the live article body, or in an
 * HTML string parsed by the browser (a <template> parses like the page does, but runs nothing).
 */
async function dangerIn(page: Page, html?: string): Promise<string[]> {
  return page.evaluate((html) => {
    let root: Element | DocumentFragment
    if (html === null) root = document.querySelector('[data-testid="article-content"]')!
    else {
      const template = document.createElement('template')
      template.innerHTML = html
      root = template.content
    }
    const found: string[] = []
    const forbidden = ['script', 'iframe', 'object', 'embed', 'style', 'form', 'base', 'meta', 'link', 'svg', 'math', 'details', 'template']
    const elements = root instanceof Element ? [root, ...Array.from(root.querySelectorAll('*'))] : Array.from(root.querySelectorAll('*'))
    for (const el of elements) {
      const tag = el.tagName.toLowerCase()
      if (forbidden.includes(tag)) found.push(`<${tag}>`)
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase()
        const url = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
        if (name.startsWith('on')) found.push(`${name} on <${tag}>`)
        if (name === 'style' || name === 'srcdoc' || name === 'formaction') found.push(`${name} on <${tag}>`)
        if (['href', 'src', 'action', 'xlink:href'].includes(name) && /^(javascript|vbscript|data):/.test(url)) found.push(`${name}=${attr.value}`)
      }
    }
    return found
  }, html ?? null)
}

test('an article full of XSS payloads renders inert in Chromium', async ({ page, request }) => {
  test.slow()
  const auth = await staffAuthorization(request)
  const someArticle = await request.get('/cms-api/articles?limit=1&depth=0', { headers: auth })
  const banner = ((await someArticle.json()) as { docs: { banner: number | string }[] }).docs[0]!.banner
  const slug = `xss-check-${Date.now().toString(36)}`

  const created = await request.post('/cms-api/articles', {
    headers: auth,
    data: {
      title: 'Safe title </script><script>window.__xss=30</script>',
      slug,
      // A guide dated long ago: it sorts last, so no other page's "first article" changes meanwhile.
      kind: 'guide',
      publishedAt: '2001-01-01T00:00:00.000Z',
      excerpt: '<img src=x onerror="window.__xss=31">',
      banner,
      content: hostileLexical(),
      html: rawPayloads,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number | string } }).doc.id

  // A node field that would become a tag name is refused by Payload's own validation.
  const heading = { type: 'heading', tag: 'img src=x onerror=window.__xss=27', children: [text('Heading')], direction: 'ltr', format: '', indent: 0, version: 1 }
  const refused = await request.post('/cms-api/articles', {
    headers: auth,
    data: { title: 'Refused', slug: `${slug}-refused`, kind: 'guide', banner, content: { root: { ...hostileLexical().root, children: [heading] } } },
  })
  expect(refused.status()).toBe(400)

  try {
    // On save: the stored HTML is rendered from the Lexical content and sanitised; the `html`
    // sent with the request was not kept, on create nor on an update that sends only `html`.
    const patched = await request.patch(`/cms-api/articles/${id}`, { headers: auth, data: { html: rawPayloads } })
    expect(patched.status()).toBe(200)
    const stored = ((await (await request.get(`/cms-api/articles/${id}?depth=0`, { headers: auth })).json()) as { html: string }).html
    expect(stored).toContain('a real link')
    expect(stored).not.toContain('styled')
    expect(await dangerIn(page, stored)).toEqual([])

    // An old or tampered row: raw HTML straight into the database column, behind Payload's back.
    // The page must still be safe, because the HTML is sanitised again when it is rendered.
    const dataDir = process.env.TEST_DATA_DIR
    const sqlite = dataDir ? path.join(dataDir, 'site.db') : ''
    const tampered = Boolean(sqlite && !process.env.TEST_DATABASE_URI && fs.existsSync(sqlite))
    if (tampered) {
      const db = new DatabaseSync(sqlite)
      try {
        db.exec('PRAGMA busy_timeout = 5000')
        // The rendered HTML is per locale: the English row of the article's translations.
        const update = db.prepare("UPDATE articles_locales SET html = ? WHERE _parent_id = ? AND _locale = 'en'")
        const { changes } = update.run(`${stored}\n${rawPayloads}`, Number(id))
        expect(changes).toBe(1)
      } finally {
        db.close()
      }
    }

    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const response = await page.goto(`/news/${slug}`)
    expect(response?.status()).toBe(200)
    const body = page.getByTestId('article-content')
    await expect(body).toContainText('a real link')
    // Payloads typed as text stay text: the reader sees them, the browser does not run them.
    await expect(body).toContainText('<img src=x onerror="window.__xss=20">')
    if (tampered) await expect(body).toContainText('styled')

    // Give every handler its chance: hover and focus each link.
    for (const anchor of await body.locator('a').all()) {
      await anchor.hover()
      await anchor.focus()
    }
    await page.waitForLoadState('networkidle')

    // The check itself sees the danger in the raw payloads, so its empty answers mean something.
    expect((await dangerIn(page, rawPayloads)).length).toBeGreaterThan(10)
    expect(await dangerIn(page)).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
    // The page is still this site's: no <base> moved its links, no refresh took it elsewhere.
    expect(new URL(page.url()).pathname).toBe(`/news/${slug}`)
    expect(await page.locator('base').count()).toBe(0)
    // The title with a closing </script> is text in the heading and escaped inside the JSON-LD.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('</script><script>window.__xss=30</script>')

    // The public API serves the same sanitised HTML.
    const api = await request.get(`/api/v1/news/${slug}`)
    const content = ((await api.json()) as { data: { content: string } }).data.content
    expect(await dangerIn(page, content)).toEqual([])
  } finally {
    const removed = await request.delete(`/cms-api/articles/${id}`, { headers: auth })
    expect(removed.status()).toBe(200)
  }
})
