import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerClientError } from './client-errors.mjs'

let server: http.Server
let port: number

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('ok'))
  server.on('clientError', answerClientError)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/**
 * A GET whose status is read, or the error that ended the request before an answer came; on a
 * connection of its own unless given an agent that keeps them.
 */
function get(path: string, agent: http.Agent | false = false) {
  return new Promise<number | string>((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
    req.end()
  })
}

describe('answerClientError', () => {
  it('answers a URL over the header limit with 431 every time, not a reset connection', async () => {
    const path = `/?q=${'c'.repeat(1_000_000)}`
    const answers = []
    for (let i = 0; i < 20; i++) answers.push(await get(path))
    expect(answers).toEqual(Array(20).fill(431))
  })

  it('answers it on a kept-alive connection that has served earlier requests', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect(await get('/', agent)).toBe(200)
    expect(await get('/', agent)).toBe(200)
    expect(await get(`/?q=${'c'.repeat(1_000_000)}`, agent)).toBe(431)
    agent.destroy()
  })

  it('answers malformed HTTP with 400, and the server goes on serving', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = new net.Socket()
      let text = ''
      socket.connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'))
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(await get('/')).toBe(200)
  })
})
