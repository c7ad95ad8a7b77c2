import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { StaticBrotli } from './static-brotli.mjs'

describe('StaticBrotli', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'))
  fs.mkdirSync(path.join(dir, 'chunks'))
  fs.writeFileSync(path.join(dir, 'chunks', 'site.css'), '.hero{color:#0f1b2d}'.repeat(200))
  const files = new StaticBrotli(dir)

  it("knows the build's stylesheets and scripts, and nothing outside its folder", () => {
    expect(files.fileOf('/_next/static/chunks/site.css?dpl=1')).toBe(path.join(dir, 'chunks', 'site.css'))
    expect(files.fileOf('/_next/static/chunks/app.js')).toBe(path.join(dir, 'chunks', 'app.js'))
    for (const url of [
      '/_next/static/media/font.woff2',
      '/_next/static/..%2F..%2Fpackage.js',
      '/_next/static/%2e%2e/%2e%2e/server.js',
      '/_next/static/%E0%A4%A.js',
      '/images/hero.css',
    ])
      expect(files.fileOf(url), url).toBeNull()
  })

  it('compresses a served file once, keeping the headers it was sent with but its length and encoding', async () => {
    const file = path.join(dir, 'chunks', 'site.css')
    await files.compress(file, { 'content-type': 'text/css', 'content-encoding': 'gzip', 'content-length': 9, etag: 'W/"1"' })
    const compressed = files.get(file)!
    expect(brotliDecompressSync(compressed.br).toString()).toBe('.hero{color:#0f1b2d}'.repeat(200))
    expect(compressed.headers).toEqual({ 'content-type': 'text/css', etag: 'W/"1"' })
    await files.compress(path.join(dir, 'chunks', 'missing.js'), {})
    expect(files.get(path.join(dir, 'chunks', 'missing.js'))).toBeUndefined()
  })
})
