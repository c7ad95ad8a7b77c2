import fs from 'node:fs'
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { base, call } from './client'
import { freshLoopback, rawRequest } from './raw-http'

/**
 * What the production server (scripts/serve.mjs) does before Next.js sees a request: the methods
 * pages answer, how long a slow client may hold a connection, and what a refusal leaves in the
 * server's log.
 */

const target = new URL(base)

describe('request methods', () => {
  it.each(['/', '/ar', '/ar/about', '/property', '/no-such-page', '/robots.txt', '/api/v1/properties', '/cms-api/users'])(
    'TRACE %s answers 405 with an Allow header, never a 500',
    async (path) => {
      const answer = await rawRequest({ method: 'TRACE', path })
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toMatch(/\bGET\b/)
      expect(answer.headers.allow).not.toMatch(/TRACE/)
    },
  )

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST'])('%s on a page answers 405 allowing GET and HEAD, not the page', async (method) => {
    for (const path of ['/', '/ar', '/property?status=rent', '/ar/news']) {
      const answer = await rawRequest({ method, path, headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD')
      expect(answer.text).not.toContain('<html')
    }
  })

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST'])('%s on a framework file answers 405 allowing GET and HEAD, never a 500', async (method) => {
    const home = await (await fetch(`${base}/`)).text()
    const chunk = /\/_next\/static\/[^"?]+\.js/.exec(home)?.[0]
    expect(chunk, 'the home page loads a script').toBeTruthy()
    for (const path of [chunk!, '/_next/image?url=%2Fbrand%2Ficon-192.png&w=64&q=75']) {
      const answer = await rawRequest({ method, path, headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD')
    }
  })

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s on an admin page answers 405 allowing GET, HEAD and POST, not the admin', async (method) => {
    for (const path of ['/admin', '/admin/login', '/admin/collections/properties']) {
      const answer = await rawRequest({ method, path, headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD, POST')
      expect(answer.text).not.toContain('<html')
    }
  })

  it('pages still answer GET and HEAD, and the APIs keep their own methods', async () => {
    expect((await rawRequest({ method: 'GET', path: '/ar' })).status).toBe(200)
    expect((await rawRequest({ method: 'HEAD', path: '/property' })).status).toBe(200)
    const options = await rawRequest({ method: 'OPTIONS', path: '/api/v1/properties' })
    expect(options.status).toBe(204)
    expect(options.headers.allow).toMatch(/GET/)
    const post = await rawRequest({ method: 'POST', path: '/api/v1/contacts', from: freshLoopback(), headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(post.status).toBe(400)
    expect((await call('/api/v1/properties', { method: 'DELETE' })).status).toBe(405)
  })
})

interface SlowAnswer {
  /** The status line's code, or null when the connection closed without one. */
  status: number | null
  ms: number
}

/**
 * Opens a raw connection and sends `head` at once, then `drip` every `everyMs` until the server
 * answers or closes; resolves when the connection closes.
 */
function slowClient(head: string, drip: string | Buffer, everyMs: number, from = freshLoopback()): Promise<SlowAnswer> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = net.connect({ host: target.hostname, port: Number(target.port), localAddress: from })
    let text = ''
    socket.write(head)
    const timer = setInterval(() => socket.writable && socket.write(drip), everyMs)
    socket.on('data', (data) => (text += data.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(timer)
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)
      resolve({ status: status ? Number(status[1]) : null, ms: Date.now() - started })
    })
  })
}

// The HTTP server's timeouts do not depend on the database: they are checked once, in the run
// on SQLite, and side by side, since each mostly waits on its clock (about 45 s in all, not 100).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URI)).concurrent('slow clients', () => {
  it('a declared 4 MB upload sent a few bytes a second is answered 408 and closed within 40 s', { timeout: 90_000 }, async () => {
    const head =
      `POST /api/v1/careers HTTP/1.1\r\nHost: ${target.host}\r\n` +
      'Content-Type: multipart/form-data; boundary=----slow\r\nContent-Length: 4000000\r\n\r\n'
    const answer = await slowClient(head, 'x'.repeat(100), 1_000)
    expect(answer.status).toBe(408)
    expect(answer.ms).toBeLessThan(40_000)
  })

  it('headers sent a line every two seconds are answered 408 within 30 s', { timeout: 90_000 }, async () => {
    const answer = await slowClient(`GET / HTTP/1.1\r\nHost: ${target.host}\r\n`, 'X-Padding: still-coming\r\n', 2_000)
    expect(answer.status).toBe(408)
    expect(answer.ms).toBeLessThan(30_000)
  })

  it('an upload that keeps a slow phone’s pace (~30 kB/s for 40 s) is read to the end', { timeout: 120_000 }, async () => {
    const boundary = '----steady'
    const resume = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1_200_000, 32), Buffer.from('\n%%EOF\n')])
    const fields = { firstName: 'Omar', lastName: 'Haddad', email: 'omar.steady@example.com', phone: '0501234567', designation: 'Property Consultant' }
    const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    const body = Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      resume,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const head =
      `POST /api/v1/careers HTTP/1.1\r\nHost: ${target.host}\r\nConnection: close\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`
    const chunk = 12_000
    let offset = 0
    const answer = await new Promise<SlowAnswer>((resolve) => {
      const started = Date.now()
      const socket = net.connect({ host: target.hostname, port: Number(target.port), localAddress: freshLoopback() })
      let text = ''
      socket.write(head)
      const timer = setInterval(() => {
        if (offset >= body.length || !socket.writable) return clearInterval(timer)
        socket.write(body.subarray(offset, offset + chunk))
        offset += chunk
      }, 400)
      socket.on('data', (data) => (text += data.toString('latin1')))
      socket.on('error', () => undefined)
      socket.on('close', () => {
        clearInterval(timer)
        const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)
        resolve({ status: status ? Number(status[1]) : null, ms: Date.now() - started })
      })
    })
    expect(offset).toBeGreaterThanOrEqual(body.length)
    expect(answer.ms).toBeGreaterThan(35_000)
    expect(answer.status).toBe(201)
  })
})

const serverLog = process.env.TEST_SERVER_LOG

describe.skipIf(!serverLog)('the server log', () => {
  const read = (from: number) =>
    fs
      .readFileSync(serverLog!)
      .subarray(from)
      .toString('utf8')
      .replace(/\u001b\[[0-9;]*m/g, '')

  it('has one line per refused CMS request, with method, path and status, and no stack trace', async () => {
    const before = fs.statSync(serverLog!).size
    const refusals: [string, string][] = [
      ['GET', '/cms-api/enquiries'],
      ['GET', '/cms-api/users'],
      ['GET', '/cms-api/resumes/1'],
      ['POST', '/cms-api/properties'],
      ['DELETE', '/cms-api/complaints/1'],
    ]
    const statuses: number[] = []
    for (const [method, path] of refusals) {
      const answer = await call(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined })
      expect([401, 403, 404], `${method} ${path}`).toContain(answer.status)
      statuses.push(answer.status)
    }
    // The log is written asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    // Other parts of the server may log meanwhile (an e-mail that could not be sent after an
    // earlier test): what is checked is what the CMS wrote. The jobs queue logs a task that failed
    // (an alert e-mail the mail server refused, to be retried) as an error with its stack: that
    // entry, and its lines under it, are the queue's, not a refused request's.
    const added = read(before)
      .split(/\n(?=\S)/)
      .filter((entry) => !/^\[[\d:]+\] \w+ \(payload\): (Error running task|Running \d+ jobs)/.test(entry))
      .join('\n')
    refusals.forEach(([method, path], i) => {
      const lines = added.split('\n').filter((line) => line.includes(`${method} ${path} ${statuses[i]}`))
      expect(lines, `${method} ${path}`).toHaveLength(1)
      expect(lines[0], `${method} ${path}`).toMatch(/INFO \(payload\)/)
    })
    expect(added).not.toMatch(/\bERROR\b/)
    expect(added).not.toMatch(/"stack"|not allowed to perform this action/)
  })
})
