import type { MetadataRoute } from 'next'
import { brandColors, brandIcons, siteDescription, siteShortName } from '@/content/brand'
import { env } from '@/lib/env'
import { inlineSvgIcon } from './inline-svg-icon'

// SITE_NAME is read when the site runs, not baked in at build time.
export const dynamic = 'force-dynamic'

/** What a phone needs to add the site to its home screen: names, colours and the icons. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: env.SITE_NAME,
    short_name: siteShortName,
    description: siteDescription,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brandColors.ivory,
    theme_color: brandColors.ivory,
    icons: [
      { src: inlineSvgIcon, sizes: 'any', type: 'image/svg+xml' },
      { src: brandIcons.png192, sizes: '192x192', type: 'image/png' },
      { src: brandIcons.png512, sizes: '512x512', type: 'image/png' },
      { src: brandIcons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
