// A request the server cannot read (a URL or headers over Node's 16 kB limit, malformed HTTP, a
// client too slow to send its headers) gets its 4xx and a closed connection. Node's own answer
// writes the status and destroys the socket at once: with the rest of the request still unread,
// the kernel then resets the connection, and a reset can throw away the answer before the client
// has read it, so the client sees a dropped connection instead of "URL too long". Here the
// connection is closed the way web servers do it ("lingering close"): the answer, then the end of
// our side, then whatever the client is still sending is read and dropped until it stops or a
// short grace period ends.

const GRACE_MS = 2000
/** Connections already being closed: the parser can report the same error again as more arrives. */
const closing = new WeakSet()

const ANSWERS = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}

/**
 * The 'clientError' listener for an http.Server.
 * @param {NodeJS.ErrnoException} error @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  if (closing.has(socket)) return
  closing.add(socket)
  // Nothing can be said on a connection the client has reset, or while an answer to an earlier
  // request on it is half sent (Node's own check: its response on the socket, headers sent).
  // Earlier answers on a kept-alive connection that are complete do not count.
  const inFlight = /** @type {{ _httpMessage?: { _headerSent?: boolean } }} */ (socket)._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?._headerSent) {
    socket.destroy()
    return
  }
  const [status, reason] = ANSWERS[/** @type {keyof typeof ANSWERS} */ (error.code)] ?? [
    400,
    'Bad Request',
  ]
  const body = `${reason}\n`
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
  const linger = setTimeout(() => socket.destroy(), GRACE_MS)
  linger.unref()
  socket.on('close', () => clearTimeout(linger))
  socket.on('end', () => socket.destroy())
  // Drop what is still coming instead of leaving it unread.
  socket.on('error', () => socket.destroy())
  socket.resume()
}
