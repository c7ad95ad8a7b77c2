import { readFile } from 'node:fs/promises'
import { CJK_FILE, CJK_FONT_VERSION, cjkFilePath } from '@/lib/fonts/cjk'

const YEAR = 'public, max-age=31536000, immutable'

/**
 * @fontsource's slices of the Chinese edition's face (lib/fonts/cjk.ts), addressed by the
 * package's version, so they are cached for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string; file: string }> }) {
  const { version, file } = await params
  if (version !== CJK_FONT_VERSION) return new Response('Not found', { status: 404 })
  if (!CJK_FILE.test(file)) return new Response('Not found', { status: 404 })
  const data = await readFile(cjkFilePath(file))
  return new Response(new Uint8Array(data), { headers: { 'Content-Type': 'font/woff2', 'Cache-Control': YEAR } })
}
