import http from 'node:http'
import { base } from './client'

/**
 * Requests that fetch() will not send as they are: any method, a raw path and query, a chosen
 * local address (rate limits count per client address; Linux routes all of 127.0.0.0/8 to the
 * loopback, so a test can be a client of its own), and bodies of any bytes and content type.
 */
export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown
}

const target = new URL(base)

/** A loopback address no other test (or earlier run within the limit window) has used. */
export function freshLoopback(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254)
  return `127.${byte()}.${byte()}.${byte()}`
}

export interface RawRequest {
  method?: string
  path: string
  /** The local address to connect from (see freshLoopback). */
  from?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** How a failure report names this request (the body is too long to print). */
  label?: string
}

export function rawRequest({ method = 'GET', path, from, headers = {}, body }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body)
    let answered = false
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method,
        localAddress: from,
        headers: payload ? { ...headers, 'content-length': String(payload.length) } : headers,
      },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        // 'close' also comes when the connection ends before the body does.
        res.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json })
        })
      },
    )
    // The server may answer (413, 431) and close before the whole body is sent: the answer
    // counts. A connection that ends without one is an error, not a wait until the timeout.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if ((error.code === 'EPIPE' || error.code === 'ECONNRESET') && answered) return
      reject(error)
    })
    req.end(payload)
  })
}

/** Runs `work` over `items`, `width` at a time, keeping the input order in the results. */
export async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await work(items[i]!)
    }
  })
  await Promise.all(lanes)
  return results
}
