import 'server-only'
import { getTranslations } from 'next-intl/server'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/escape'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'

/*
 * What a person who opens a brochure link sees when it cannot give them the file: a page in
 * the language they registered in, saying why and what to do next. The link is opened from an
 * e-mail, often days later on a phone, so this is a small standalone page (no site scripts,
 * nothing to load), answered by the API route itself with its 403/404/410 status.
 */

export type BrochurePageState = 'expired' | 'invalid' | 'resent' | 'no-project' | 'refused'

/** Whether a request is a person's browser (it asks for HTML) rather than an API client. */
export function wantsHtml(request: Request): boolean {
  return /\btext\/html\b/i.test(request.headers.get('accept') ?? '')
}

const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:48px 20px;background:#f7f4ee;color:#0f1b2d;font:16px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
html[lang=ar] body{font-family:"Segoe UI","Noto Sans Arabic","Noto Naskh Arabic",Tahoma,system-ui,sans-serif}
.brand{color:#0f1b2d;text-decoration:none;font:500 20px/1.2 "Cormorant Garamond",Georgia,serif;letter-spacing:.02em;margin-bottom:28px}
html[lang=ar] .brand{font-family:inherit;letter-spacing:0}
main{width:100%;max-width:34rem;background:#fff;border-radius:16px;padding:40px 32px;box-shadow:0 1px 2px rgb(15 27 45/.04),0 8px 24px rgb(15 27 45/.06)}
.mark{display:block;width:40px;height:2px;background:#c8a96a;margin-bottom:24px}
h1{margin:0;font:500 32px/1.2 "Cormorant Garamond",Georgia,serif}
html[lang=ar] h1{font-family:inherit;font-size:26px;font-weight:600;line-height:1.45}
p{margin:16px 0 0;color:rgb(15 27 45/.75)}
.project{margin-top:8px;font-size:14px;color:#6b522a;letter-spacing:.04em}
.actions{margin-top:32px;display:flex;flex-wrap:wrap;align-items:center;gap:12px 24px}
form{margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:12px 28px;border:0;border-radius:999px;background:#8c6d37;color:#fff;font:600 14px/1.2 inherit;font-family:inherit;letter-spacing:.02em;text-decoration:none;cursor:pointer}
.button:hover{background:#6b522a}
.quiet{color:#0f1b2d;font-weight:600;font-size:14px;text-decoration:underline;text-underline-offset:4px;text-decoration-color:#c8a96a}
a:focus-visible,button:focus-visible{outline:2px solid #0f1b2d;outline-offset:3px}
@media (max-width:767px){main{padding:32px 24px}h1{font-size:28px}.actions{flex-direction:column;align-items:stretch;text-align:center}.button{width:100%}}
`

/**
 * The page for one state, in the edition `locale` (its texts: the BrochureLink namespace).
 * `project` is null when the project itself is gone; `resendAction` is where the expired page's
 * button posts (the link itself: it names the lead whose address on file gets the new link —
 * nothing the visitor types).
 */
export async function brochureLinkPage(options: {
  state: BrochurePageState
  locale: Locale
  status: number
  project: { name: string; slug: string } | null
  resendAction?: string
  /** Why a 'refused' request was turned down, already in the visitor's language. */
  reason?: string
  /** 'resent': the new link itself, shown so that nothing waits on a mailbox. */
  newLink?: string
  /** 'resent': whether it also went out by e-mail (only where SMTP is set up). */
  mailed?: boolean
}): Promise<Response> {
  const { state, locale, status, project } = options
  const t = await getTranslations({ locale, namespace: 'BrochureLink' })
  const projectPath = project ? getPathname({ href: `/projects/${project.slug}`, locale }) : null
  const link = (href: string, text: string, primary = false) =>
    `<a class="${primary ? 'button' : 'quiet'}" href="${escapeHtml(href)}">${escapeHtml(text)}</a>`
  const projectLink = projectPath ? link(projectPath, t('viewProject')) : ''

  let title: string
  let text: string
  let actions: string
  switch (state) {
    case 'expired':
      title = t('expiredTitle')
      text = t('expiredText')
      actions =
        `<form method="post" action="${escapeHtml(options.resendAction ?? '')}">` +
        `<button class="button" type="submit">${escapeHtml(t('sendNew'))}</button></form>${projectLink}`
      break
    case 'invalid':
      title = t('invalidTitle')
      text = t('invalidText')
      actions = projectPath
        ? link(`${projectPath}#register-interest`, t('registerAgain'), true)
        : link(getPathname({ href: '/projects', locale }), t('allProjects'), true)
      break
    case 'resent':
      title = t('resentTitle')
      text = options.mailed ? `${t('resentText')} ${t('resentMailed')}` : t('resentText')
      actions = options.newLink
        ? link(options.newLink, t('download'), true) + projectLink
        : projectPath
          ? link(projectPath, t('viewProject'), true)
          : ''
      break
    case 'no-project':
      title = t('noProjectTitle')
      text = t('noProjectText')
      actions = link(getPathname({ href: '/projects', locale }), t('allProjects'), true)
      break
    case 'refused':
      title = t('refusedTitle')
      text = options.reason ?? ''
      actions = projectLink
      break
  }

  const html = `<!doctype html>
<html lang="${locale}" dir="${localeInfo[locale].dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${env.SITE_NAME}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="brand" href="${escapeHtml(getPathname({ href: '/', locale }))}">${escapeHtml(env.SITE_NAME)}</a>
<main>
<span class="mark" aria-hidden="true"></span>
<h1>${escapeHtml(title)}</h1>
${project ? `<p class="project">${escapeHtml(project.name)}</p>` : ''}
<p>${escapeHtml(text)}</p>
<div class="actions">${actions}</div>
</main>
</body>
</html>`

  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      Vary: 'Accept',
      // Its own policy: no script at all, its one inline stylesheet, and a form to this site.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
  })
}
