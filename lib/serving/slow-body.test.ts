import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerClientError } from './client-errors.mjs'
import { BODY_RULE, bodyTooSlow, watchBody } from './slow-body.mjs'

describe('bodyTooSlow', () => {
  it('gives every body its grace period', () => {
    expect(bodyTooSlow(30_000, 0)).toBe(false)
  })

  it('then wants the floor pace on average', () => {
    const floor = BODY_RULE.minBytesPerSecond
    expect(bodyTooSlow(35_000, 5 * floor - 1)).toBe(true)
    expect(bodyTooSlow(35_000, 5 * floor)).toBe(false)
  })

  it('cuts a trickle (100 bytes a second) within 35 s', () => {
    expect(bodyTooSlow(35_000, 3_500)).toBe(true)
  })

  it('lets a 5 MB résumé through on a 400 kbps phone uplink, all the way', () => {
    const bytesPerMs = 400_000 / 8 / 1000
    for (let t = 0; t <= 5_000_000 / bytesPerMs; t += 1_000) expect(bodyTooSlow(t, t * bytesPerMs), `${t} ms`).toBe(false)
  })
})

describe('watchBody on a real server', () => {
  const rule = { graceMs: 300, minBytesPerSecond: 10_000, checkEveryMs: 50 }
  let server: http.Server
  let port: number

  beforeAll(async () => {
    // The handler reads the whole body, as the site's upload endpoints do.
    server = http.createServer((req, res) => {
      watchBody(req, (error) => answerClientError(error, req.socket), rule)
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        res.setHeader('x-close-listeners', String(req.socket.listenerCount('close')))
        res.end(`read ${Buffer.concat(chunks).length}`)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** Sends `total` declared bytes, `chunk` at a time every `everyMs`; resolves to what came back. */
  function send(total: number, chunk: number, everyMs: number) {
    return new Promise<{ text: string; ms: number }>((resolve) => {
      const started = Date.now()
      const socket = net.connect(port, '127.0.0.1')
      let text = ''
      let sent = 0
      socket.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: ${total}\r\nConnection: close\r\n\r\n`)
      const timer = setInterval(() => {
        if (sent >= total || socket.destroyed) return clearInterval(timer)
        const n = Math.min(chunk, total - sent)
        sent += n
        socket.write(Buffer.alloc(n, 97))
      }, everyMs)
      socket.on('data', (data) => (text += data.toString()))
      socket.on('error', () => undefined)
      socket.on('close', () => {
        clearInterval(timer)
        resolve({ text, ms: Date.now() - started })
      })
    })
  }

  it('answers a trickling body 408 and closes, soon after the grace period', async () => {
    const { text, ms } = await send(1_000_000, 10, 20)
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    expect(ms).toBeLessThan(1_500)
  })

  it('lets a body at a steady pace above the floor finish, however long it takes', async () => {
    const { text, ms } = await send(30_000, 1_000, 40)
    expect(text).toMatch(/^HTTP\/1\.1 200 /)
    expect(text).toContain('read 30000')
    expect(ms).toBeGreaterThan(rule.graceMs)
  })

  it('leaves no listener behind on a kept-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const sockets = new Set<net.Socket>()
    const listeners: string[] = []
    for (let i = 0; i < 15; i++) {
      await new Promise<void>((resolve) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/', method: 'POST', agent }, (res) => {
          sockets.add(res.socket as net.Socket)
          listeners.push(String(res.headers['x-close-listeners']))
          res.resume()
          res.on('end', () => resolve())
        })
        req.end('a small body')
      })
    }
    agent.destroy()
    expect(sockets.size).toBe(1)
    expect(new Set(listeners).size).toBe(1)
  })

  it('leaves a request without a body alone', async () => {
    const answer = await new Promise<number>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/' }, (res) => (res.resume(), resolve(res.statusCode ?? 0))),
    )
    expect(answer).toBe(200)
  })
})
