import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import sharp from 'sharp'
import type { Property } from '@/lib/api/types'
import { env, mediaDir } from '@/lib/env'
import { formatPrice } from '@/lib/format'

import { placeOf } from './property-facts'
import { SHARE_IMAGE, SHARE_IMAGE_MAX_BYTES } from './share-image-size'

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
      ? [
          {
            name: 'Cormorant Garamond',
            data: display,
            weight: 500 as const,
            style: 'normal' as const,
          },
        ]
      : []),
    ...(sans
      ? [{ name: 'Manrope', data: sans, weight: 600 as const, style: 'normal' as const }]
      : []),
  ]
}

/** The photo's bytes from disk: CMS files live in the media folder, fixed ones under public/. */
async function photoBytes(src: string): Promise<Buffer | null> {
  const cms = '/cms-api/media/file/'
  const file = src.startsWith(cms)
    ? path.join(mediaDir, path.basename(decodeURIComponent(src.slice(cms.length))))
    : src.startsWith('/images/')
      ? path.join(root, 'public/images', path.basename(src))
      : null
  return file ? readFile(file).catch(() => null) : null
}

/** Name, price and place over a darkened lower band, in the site's type and colours. */
async function overlay(property: Property): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE
  const name = property.name.length > 60 ? `${property.name.slice(0, 57)}…` : property.name
  const price = `${formatPrice(property.price)}${property.status === 'rent' ? ' / year' : ''}`
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
        color: '#f7f4ee',
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
            color: '#0f1b2d',
          }}
        >
          {property.status === 'rent' ? 'For Rent' : 'For Sell'}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div
          style={{ display: 'flex', width: 72, height: 2, background: '#c8a96a', marginBottom: 26 }}
        />
        <div
          style={{
            display: 'flex',
            fontFamily: 'Cormorant Garamond',
            fontSize: 68,
            lineHeight: 1.02,
            maxWidth: 1000,
          }}
        >
          {name}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 22, fontSize: 28 }}>
          <span style={{ color: '#d8bf8c' }}>{price}</span>
          <span style={{ margin: '0 18px', color: 'rgba(247,244,238,0.5)' }}>·</span>
          <span style={{ color: 'rgba(247,244,238,0.9)' }}>{placeOf(property)}</span>
        </div>
      </div>
    </div>,
    { width, height, fonts: await brandFonts() },
  )
  return Buffer.from(await response.arrayBuffer())
}

/** The 1200 × 630 JPEG: the listing's banner photo, cropped to fill, with the overlay composited. */
export async function renderShareImage(property: Property): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE
  const photo =
    (await photoBytes(property.banner.s3Url)) ?? (await photoBytes(property.image[0]?.s3Url ?? ''))
  const base = photo
    ? sharp(photo).resize(width, height, { fit: 'cover', position: 'attention' })
    : sharp({ create: { width, height, channels: 3, background: '#0f1b2d' } })
  const composed = await base
    .composite([{ input: await overlay(property) }])
    .png()
    .toBuffer()
  let jpeg: Buffer = Buffer.alloc(0)
  for (const quality of [82, 74, 66, 58]) {
    jpeg = await sharp(composed).jpeg({ quality, mozjpeg: true }).toBuffer()
    if (jpeg.byteLength <= SHARE_IMAGE_MAX_BYTES) break
  }
  return jpeg
}
