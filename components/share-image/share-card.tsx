import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import sharp from 'sharp'
import { brandColors } from '@/content/brand'
import { readUpload } from '@/lib/cms/storage'
import { env, mediaDir } from '@/lib/env'
import { SHARE_IMAGE, SHARE_IMAGE_MAX_BYTES } from './size'

/**
 * The link-preview card every shareable page uses (listings, articles): the page's photo
 * cropped to 1200 × 630, the firm's name and a pill at the top, and a gold rule, the title in
 * the display serif and one line of details over a darkened lower band.
 */
export interface ShareCard {
  /** Site paths of candidate photos, best first: CMS media or a file under /images/. */
  photos: string[]
  /** The pill at the top right: 'For Sell', 'News', … */
  tag: string
  title: string
  /** The line under the title, joined with a middle dot; `accent` items are set in gold. */
  details: { text: string; accent?: boolean }[]
}

const root = /*turbopackIgnore: true*/ process.cwd()
const fontFile = (file: string) => path.join(root, 'node_modules/@fontsource', file)

/** The brand's faces (satori reads woff, not woff2); a missing font falls back rather than failing the card. */
async function brandFonts() {
  const read = (file: string) => readFile(fontFile(file)).catch(() => null)
  const [display, sans] = await Promise.all([
    read('cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff'),
    read('manrope/files/manrope-latin-600-normal.woff'),
  ])
  return [
    ...(display
      ? [{ name: 'Cormorant Garamond', data: display, weight: 500 as const, style: 'normal' as const }]
      : []),
    ...(sans ? [{ name: 'Manrope', data: sans, weight: 600 as const, style: 'normal' as const }] : []),
  ]
}

/** The photo's bytes from disk: CMS files live in the media folder, fixed ones under public/. */
async function photoBytes(src: string): Promise<Buffer | null> {
  const cms = '/cms-api/media/file/'
  if (src.startsWith(cms)) return readUpload(mediaDir, decodeURIComponent(src.slice(cms.length)))
  return src.startsWith('/images/') ? readFile(path.join(root, 'public/images', path.basename(src))).catch(() => null) : null
}

async function firstPhoto(candidates: string[]): Promise<Buffer | null> {
  for (const src of candidates) {
    const bytes = await photoBytes(src)
    if (bytes) return bytes
  }
  return null
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/** Long titles step down in size so two lines always fit above the details. */
function titleSize(title: string): number {
  if (title.length <= 40) return 68
  if (title.length <= 62) return 58
  return 50
}

/** The words and shading, drawn by satori as a transparent PNG the size of the card. */
async function overlay(card: ShareCard): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE
  const title = clip(card.title, 90)
  const response = new ImageResponse(
    <div
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 64px',
        backgroundImage:
          'linear-gradient(180deg, rgba(10,19,34,0.55) 0%, rgba(10,19,34,0) 30%, rgba(10,19,34,0.35) 55%, rgba(10,19,34,0.92) 100%)',
        color: brandColors.ivory,
        fontFamily: 'Manrope',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div
          style={{
            display: 'flex',
            fontSize: 22,
            letterSpacing: 6,
            textTransform: 'uppercase',
            color: '#e6d5b1',
          }}
        >
          {env.SITE_NAME}
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: 18,
            letterSpacing: 3,
            textTransform: 'uppercase',
            padding: '10px 22px',
            borderRadius: 999,
            background: 'rgba(247,244,238,0.94)',
            color: brandColors.ink,
          }}
        >
          {card.tag}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div
          style={{ display: 'flex', width: 72, height: 2, background: brandColors.sand, marginBottom: 26 }}
        />
        <div
          style={{
            display: 'flex',
            fontFamily: 'Cormorant Garamond',
            fontSize: titleSize(title),
            lineHeight: 1.04,
            maxWidth: 1040,
          }}
        >
          {title}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 22, fontSize: 28 }}>
          {card.details.flatMap((detail, index) => [
            ...(index > 0
              ? [
                  <span key={`dot-${index}`} style={{ margin: '0 18px', color: 'rgba(247,244,238,0.5)' }}>
                    ·
                  </span>,
                ]
              : []),
            <span
              key={`detail-${index}`}
              style={{ color: detail.accent ? '#d8bf8c' : 'rgba(247,244,238,0.9)' }}
            >
              {clip(detail.text, 48)}
            </span>,
          ])}
        </div>
      </div>
    </div>,
    { width, height, fonts: await brandFonts() },
  )
  return Buffer.from(await response.arrayBuffer())
}

/** The 1200 × 630 JPEG: the photo cropped to fill (ink if none can be read), the overlay on top. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE
  const photo = await firstPhoto(card.photos)
  const base = photo
    ? sharp(photo).resize(width, height, { fit: 'cover', position: 'attention' })
    : sharp({ create: { width, height, channels: 3, background: brandColors.ink } })
  const composed = await base
    .composite([{ input: await overlay(card) }])
    .png()
    .toBuffer()
  let jpeg: Buffer = Buffer.alloc(0)
  for (const quality of [82, 74, 66, 58]) {
    jpeg = await sharp(composed).jpeg({ quality, mozjpeg: true }).toBuffer()
    if (jpeg.byteLength <= SHARE_IMAGE_MAX_BYTES) break
  }
  return jpeg
}

/**
 * A share-image route's answer: 404 when the item does not exist, 503 (try again) when it
 * could not be read, else the JPEG, cacheable by the platforms that fetch previews.
 */
export async function shareCardResponse<T>(
  read: () => Promise<T | null>,
  toCard: (item: T) => ShareCard,
): Promise<Response> {
  let item: T | null
  try {
    item = await read()
  } catch {
    return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '60' } })
  }
  if (item === null) return new Response('Not found', { status: 404 })
  const jpeg = await renderShareCard(toCard(item))
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(jpeg.byteLength),
      'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
    },
  })
}
