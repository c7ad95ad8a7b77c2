// A load balancer for the multi-instance test (scripts/test/cluster.mjs), in the few lines it
// needs: requests go to the instances in turn; an instance that refuses the connection (it is
// down) is skipped for that request and for the next few seconds, as a load balancer's health
// check would. A request already sent to an instance that dies is answered 502 and not sent
// again: the instance may have acted on it (the site's forms resend with the same client id).
// It adds the caller's address to X-Forwarded-For, as a real one does (TRUSTED_PROXIES).
import http from 'node:http'

/**
 * @param {{ port: number, upstreams: string[] }} options upstreams as http://host:port
 * @returns {Promise<{ base: string, servedBy: Map<string, number>, stop: () => Promise<void> }>}
 */
export async function startRoundRobinProxy({ port, upstreams }) {
  const downUntil = new Map()
  const servedBy = new Map(upstreams.map((u) => [u, 0]))
  let turn = 0

  const candidates = () => {
    const start = turn++ % upstreams.length
    const ordered = upstreams.map((_, i) => upstreams[(start + i) % upstreams.length])
    const up = ordered.filter((u) => (downUntil.get(u) ?? 0) <= Date.now())
    return up.length ? up : ordered
  }

  const forward = (req, res, body, remaining) => {
    const upstream = remaining[0]
    const target = new URL(req.url ?? '/', upstream)
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const outgoing = http.request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        servedBy.set(upstream, (servedBy.get(upstream) ?? 0) + 1)
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    outgoing.on('error', (error) => {
      if (error.code === 'ECONNREFUSED' && remaining.length > 1) {
        downUntil.set(upstream, Date.now() + 5_000)
        return forward(req, res, body, remaining.slice(1))
      }
      if (!res.headersSent) res.writeHead(502).end()
      else res.destroy()
    })
    outgoing.end(body)
  }

  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => forward(req, res, Buffer.concat(chunks), candidates()))
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${port}`,
    servedBy,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
