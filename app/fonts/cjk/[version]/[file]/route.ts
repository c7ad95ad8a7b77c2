import { readFile } from 'node:fs/promises'
import { CJK_FILE, CJK_FONT_VERSION, cjkFilePath, cjkFontFaces } from '@/lib/fonts/cjk'

const YEAR = 'public, max-age=31536000, immutable'

/**
 * The Chinese edition's font: its slices (lib/fonts/cjk.ts) and `faces.css`, the stylesheet
 * that declares them. Both are addressed by the package's version, so they are cached for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string; file: string }> }) {
  const { version, file } = await params
  if (version !== CJK_FONT_VERSION) return new Response('Not found', { status: 404 })
  if (file === 'faces.css') {
    return new Response(cjkFontFaces(), { headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': YEAR } })
  }
  if (!CJK_FILE.test(file)) return new Response('Not found', { status: 404 })
  const data = await readFile(cjkFilePath(file))
  return new Response(new Uint8Array(data), { headers: { 'Content-Type': 'font/woff2', 'Cache-Control': YEAR } })
}
