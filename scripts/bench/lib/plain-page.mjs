// The Lighthouse floor: a plain HTML page (a heading and a paragraph; no stylesheet, image or
// script) served from this process. Lighthouse's simulated 4x CPU slowdown multiplies whatever
// the browser does for any page (creating the page's JavaScript context, reading and parsing the
// response, the first layout and paint), so on a slow or busy machine even this page shows
// blocking time. Measured beside the site's pages, it tells the machine's share from the site's.
import http from 'node:http'

const PLAIN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Plain page</title><meta name="description" content="A page with nothing but text, to measure the browser's own cost."></head>
<body><main><h1>Plain page</h1><p>A heading and a paragraph: no stylesheet, image or script.</p></main></body></html>`

/**
 * Serves the plain page on a free local port while `measure(url)` runs.
 * @template T @param {(url: string) => Promise<T>} measure @returns {Promise<T>}
 */
export async function withPlainPage(measure) {
  // Only the page itself: any other address (robots.txt) is not found.
  const server = http.createServer((request, response) => {
    const found = request.url === '/'
    response.writeHead(found ? 200 : 404, {
      'content-type': found ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    response.end(found ? PLAIN_PAGE : 'Not found\n')
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  try {
    return await measure(`http://127.0.0.1:${address.port}/`)
  } finally {
    server.close()
  }
}
