import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { appDataAddress, AppDataStore, parseAppDataRequest } from './app-data.mjs'

const script = (words: string) => `self.__next_f.push([1,"${words}"]);\n`

describe('app data addresses', () => {
  it('name the content and the page, and read back as they were written', () => {
    const address = appDataAddress('abcdefghijklmnopqrstuvwxyz0', '/property?type=rent&page=2')
    expect(address).toBe('/_app-data/abcdefghijklmnopqrstuvwxyz0.js?page=%2Fproperty%3Ftype%3Drent%26page%3D2')
    expect(parseAppDataRequest(address)).toEqual({ hash: 'abcdefghijklmnopqrstuvwxyz0', page: '/property?type=rent&page=2' })
  })

  it.each([
    '/_app-data/abcdefghijklmnopqrstuvwxyz0.js?page=%2F%2Fevil.example%2F',
    '/_app-data/abcdefghijklmnopqrstuvwxyz0.js?page=%2F%5Cevil.example%2F',
    '/_app-data/abcdefghijklmnopqrstuvwxyz0.js?page=https%3A%2F%2Fevil.example%2F',
    '/_app-data/abcdefghijklmnopqrstuvwxyz0.js?page=%40evil.example',
    '/_app-data/abcdefghijklmnopqrstuvwxyz0.js?page=%2Fabout%0D%0AX%3A1',
    '/_app-data/abcdefghijklmnopqrstuvwxyz0.js',
    '/_app-data/short.js?page=%2F',
    '/_app-data/../etc/passwd.js?page=%2F',
  ])('refuse anything but a path on this site: %s', (url) => {
    expect(parseAppDataRequest(url)).toBeNull()
  })
})

describe('AppDataStore', () => {
  it('keeps one entry per content, compressed both ways, with the page security headers', async () => {
    const store = new AppDataStore()
    const headers = { 'x-content-type-options': 'nosniff', 'content-type': 'text/html', etag: '"x"' }
    const entry = store.put(script('Marina Gate'), headers)
    expect(store.put(script('Marina Gate'), headers)).toBe(entry)
    expect(entry.hash).toMatch(/^[\w-]{27}$/)
    expect(store.get(entry.hash)).toBe(entry)
    expect(brotliDecompressSync(await entry.br).toString()).toBe(script('Marina Gate'))
    expect(gunzipSync(await entry.gzip).toString()).toBe(script('Marina Gate'))
    expect(entry.headers).toEqual({ 'x-content-type-options': 'nosniff' })
  })

  it('drops the least recently used beyond its budget, and takes back an entry a page still holds', () => {
    const first = new AppDataStore().put(script('a'.repeat(400)), {})
    // Room for four: the fifth pushes out the one used least recently.
    const store = new AppDataStore({ maxBytes: first.size * 4 + 10 })
    const [a, b] = ['a', 'b', 'c', 'd'].map((letter) => store.put(script(letter.repeat(400)), {}))
    store.get(a!.hash)
    store.put(script('e'.repeat(400)), {})
    expect(store.get(b!.hash)).toBeUndefined()
    expect(store.get(a!.hash)).toBe(a)
    store.keep(b!)
    expect(store.get(b!.hash)).toBe(b)
  })
})
