// The site's Content-Security-Policy, set by the production server (scripts/serve.mjs) on
// every response. Plain JavaScript so that server can use it without a compile step.
//
// Pages: a nonce per render, not per request. Next.js puts each page's data in inline
// <script> tags; it reads the nonce from the request's policy and stamps it on every script it
// and React emit. What a nonce must guarantee is that whoever injects markup cannot know it in
// advance: a stored payload only reaches the HTML in a new render (content changes drop the
// page cache), and a reflected one is part of the URL the page is cached under — both get a
// fresh random nonce. So one rendered page and its policy can be served many times from the
// page cache, while a per-request nonce would make every view render again.
// Hashing the finished HTML instead would also whitelist any <script> an injection smuggled
// into it, which is the very thing the policy is there to stop.
import { randomBytes } from 'node:crypto'

/** @returns {string} 128 random bits, base64. */
export function newNonce() {
  return randomBytes(16).toString('base64')
}

const ALWAYS = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]

/**
 * @param {{ nonce?: string | null, https?: boolean }} options
 *   nonce: set for HTML documents; without it the locked-down policy for everything else
 *   (API answers, files, images), under which nothing may run or load.
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce = null, https = false } = {}) {
  if (!nonce) return ["default-src 'none'", ...ALWAYS, "form-action 'none'"].join('; ')
  return [
    "default-src 'self'",
    // 'self' covers the framework's chunks, which its runtime adds as <script src> elements.
    `script-src 'self' 'nonce-${nonce}'`,
    // React and the admin set style attributes at runtime; style cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Blur placeholders are data: URIs; file previews use blob: URLs.
    "img-src 'self' data: blob:",
    // The core fonts are inside the page's styles (scripts/fonts/subset.mjs).
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'none'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    ...ALWAYS,
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}
