import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * An upload file handler that answers 404 for a file that is not on disk. Payload's own
 * handler answers such a request 500 and logs the server path at ERROR, so any made-up
 * /cms-api/media/file/… URL (and /_next/image on top of it) would be a server error.
 * It runs after Payload's access check; a file that exists is left to Payload to stream.
 */
export function missingFileIs404(dir: string): UploadHandler {
  const root = path.resolve(dir)
  // Payload's type wants Promise<Response> or Promise<void>; an async handler that may return
  // either is a Promise<Response | void>, which Payload handles the same way.
  const handler = async (_req: unknown, { params }: { params: { filename: string } }): Promise<Response | void> => {
    const file = path.resolve(root, params.filename)
    // Payload refuses names that leave the folder with its own 400; leave those to it.
    if (!file.startsWith(root + path.sep)) return
    try {
      await fs.access(file)
    } catch {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
    }
  }
  return handler as UploadHandler
}
