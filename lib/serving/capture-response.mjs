// Holds back a response that Next.js writes, so the server can store and compress the whole
// document before anything is sent. Everything Next calls on the response keeps working: the
// status and headers are recorded, the body is collected, and `end` hands the result over.

/**
 * @param {import('node:http').ServerResponse} res
 * @returns {{ ended: Promise<{ status: number, body: Buffer }>, release: () => void }}
 *   `ended` settles when Next ends the response, with the real methods restored: the caller
 *   then sends it. `release` gives the response back untouched when Next gave up on it.
 */
export function captureResponse(res) {
  /** @type {Buffer[]} */
  const chunks = []
  const { writeHead, write, end, flushHeaders } = res
  const restore = () => Object.assign(res, { writeHead, write, end, flushHeaders })

  /** @param {unknown} chunk @param {BufferEncoding | undefined} encoding */
  const collect = (chunk, encoding) => {
    if (chunk == null) return
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, encoding))
    else if (ArrayBuffer.isView(chunk)) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
  }

  const ended = new Promise((resolve) => {
    // @ts-expect-error the overloads of writeHead are collapsed into one recording function
    res.writeHead = (status, reason, headers) => {
      if (typeof reason === 'string') res.statusMessage = reason
      else headers = reason
      res.statusCode = status
      const pairs = Array.isArray(headers) ? pairUp(headers) : Object.entries(headers ?? {})
      for (const [name, value] of pairs) if (value !== undefined) res.setHeader(name, value)
      return res
    }
    res.flushHeaders = () => {}
    // @ts-expect-error as above
    res.write = (chunk, encoding, callback) => {
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
      collect(chunk, encoding)
      callback?.()
      return true
    }
    // @ts-expect-error as above
    res.end = (chunk, encoding, callback) => {
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
      collect(chunk, encoding)
      restore()
      if (callback) res.once('finish', callback)
      resolve({ status: res.statusCode, body: Buffer.concat(chunks) })
      return res
    }
  })
  return { ended, release: restore }
}

/** writeHead also takes a flat [name, value, name, value] list or [[name, value]] pairs. */
function pairUp(/** @type {unknown[]} */ list) {
  if (list.every(Array.isArray)) return /** @type {[string, string][]} */ (list)
  /** @type {[string, unknown][]} */
  const pairs = []
  for (let i = 0; i < list.length; i += 2) pairs.push([String(list[i]), list[i + 1]])
  return pairs
}
