import { JSDOM, VirtualConsole } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { sanitizeArticleHtml } from './sanitize'

/**
 * Classic XSS payloads, including mutation-XSS strings that rely on a sanitizer parsing HTML
 * differently from the browser. So the output is judged the way a browser would read it: parsed
 * by an HTML5 parser (jsdom's, like Chromium's), inside the same kind of element the page puts
 * it in.
 */
const payloads: Record<string, string> = {
  'img onerror': '<img src=x onerror=alert(1)>',
  'img https onerror': '<img src="https://cdn.example/a.jpg" onerror="alert(1)">',
  'javascript: link': '<a href="javascript:alert(1)">x</a>',
  'mixed-case javascript: link': '<a href="JaVaScRiPt:alert(1)">x</a>',
  'entity tab in javascript:': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'newline in javascript:': '<a href="java\nscript:alert(1)">x</a>',
  'fully entity-encoded javascript:': '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'hex entities without semicolons': '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  'leading space and control char': '<a href=" \u0001javascript:alert(1)">x</a>',
  'vbscript: link': '<a href="vbscript:msgbox(1)">x</a>',
  'data:text/html link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'data: image': '<img src="data:image/svg+xml,%3Csvg onload=alert(1)%3E">',
  'protocol-relative image': '<img src="//evil.example/a.png">',
  'svg onload': '<svg onload=alert(1)>',
  'svg script': '<svg><script>alert(1)</script></svg>',
  'svg animate href': '<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>x</text></a></svg>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'iframe javascript:': '<iframe src="javascript:alert(1)"></iframe>',
  'script': '<script>alert(1)</script>',
  'nested script for one-pass strippers': '<<script>script>alert(1)<</script>/script>',
  'mXSS math/mglyph/style': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'mXSS math comment in style':
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  'mXSS noscript title': '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'mXSS svg p style': '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  'mXSS nested forms': '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  'mXSS comment': '<!--<img src="--><img src=x onerror=alert(1)//">',
  'style element': '<style>body{background:url(javascript:alert(1))}</style><p>x</p>',
  'style url(javascript:)': '<p style="background:url(javascript:alert(1))">x</p>',
  'style expression()': '<p style="width:expression(alert(1))">x</p>',
  'form action': '<form action="javascript:alert(1)"><button>Go</button></form>',
  'button formaction': '<button formaction="javascript:alert(1)">Go</button>',
  'base href': '<base href="https://evil.example/"><a href="/x">x</a>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'object data': '<object data="javascript:alert(1)"></object>',
  'embed src': '<embed src="javascript:alert(1)">',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'onclick on allowed link': '<a href="https://example.com" onclick="alert(1)">x</a>',
  'srcset': '<img src="https://cdn.example/a.jpg" srcset="javascript:alert(1) 1x">',
  'details ontoggle': '<details open ontoggle=alert(1)><summary>x</summary></details>',
  'input autofocus': '<input autofocus onfocus=alert(1)>',
  'video source onerror': '<video><source onerror="alert(1)"></video>',
  'table cell handler': '<table><tr><td colspan="2" onmouseover="alert(1)">x</td></tr></table>',
  'template': '<template><img src=x onerror=alert(1)></template>',
  'xlink href': '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
}

const forbiddenElements = [
  'script', 'iframe', 'object', 'embed', 'style', 'form', 'base', 'meta', 'link', 'svg', 'math',
  'input', 'button', 'textarea', 'select', 'noscript', 'template', 'frame', 'frameset', 'video',
  'audio', 'source', 'details',
]

/** A URL as a browser reads it: ASCII whitespace and control characters do not count. */
function dangerousUrl(value: string): boolean {
  const squashed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
  return /^(javascript|vbscript|data):/.test(squashed) || squashed.startsWith('//')
}

/** Every problem a browser would meet when it parses `html` inside the article's <div>. */
function problemsIn(html: string): string[] {
  // A silent console: jsdom complains about the payloads' broken CSS, which is the point of them.
  const { document } = new JSDOM(`<!doctype html><body><div id="article">${html}</div></body>`, {
    virtualConsole: new VirtualConsole(),
  }).window
  const root = document.getElementById('article')!
  const problems: string[] = []
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase()
    if (forbiddenElements.includes(tag)) problems.push(`<${tag}> survived`)
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase()
      if (name.startsWith('on')) problems.push(`${name} on <${tag}>`)
      if (['style', 'srcdoc', 'formaction', 'srcset', 'action'].includes(name)) problems.push(`${name} on <${tag}>`)
      if (['href', 'src', 'xlink:href', 'action', 'data', 'poster'].includes(name) && dangerousUrl(attr.value)) {
        problems.push(`${name}="${attr.value}" on <${tag}>`)
      }
    }
  }
  // The sanitised HTML must stay inside the element it is written into.
  if (document.body.children.length !== 1 || document.body.firstElementChild !== root) problems.push('escaped its container')
  return problems
}

describe('sanitizeArticleHtml', () => {
  it.each(Object.entries(payloads))('neutralises %s', (_name, payload) => {
    // The check itself sees the danger in the raw payload, so a pass below means something.
    expect(problemsIn(payload)).not.toEqual([])
    const once = sanitizeArticleHtml(payload)
    expect(problemsIn(once), once).toEqual([])
    // Sanitising its own output changes nothing: what was stored on save renders the same.
    expect(sanitizeArticleHtml(once)).toBe(once)
  })

  it('keeps the article markup the site uses', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="/property?status=rent">a link</a>.</p>' +
      '<ul><li>One</li></ul><blockquote>Quote</blockquote>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<figure><img src="https://cdn.example/a.jpg" alt="A" width="10" height="10" /><figcaption>Cap</figcaption></figure>'
    expect(sanitizeArticleHtml(html)).toBe(html)
  })

  it('opens off-site links safely and keeps mailto/tel links', () => {
    const out = sanitizeArticleHtml('<a href="https://dubailand.gov.ae" target="_self" rel="opener">DLD</a> <a href="mailto:info@crescentkey.ae">mail</a> <a href="tel:+97141234567">call</a>')
    expect(out).toContain('<a href="https://dubailand.gov.ae" target="_blank" rel="noopener noreferrer">DLD</a>')
    expect(out).toContain('href="mailto:info@crescentkey.ae"')
    expect(out).toContain('href="tel:+97141234567"')
  })

  it('drops script and style content rather than showing it as text', () => {
    const out = sanitizeArticleHtml('<p>a</p><script>alert("x")</script><style>p{color:red}</style><p>b</p>')
    expect(out).toBe('<p>a</p><p>b</p>')
  })
})
