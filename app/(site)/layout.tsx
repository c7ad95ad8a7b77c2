import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { OrganizationJsonLd } from '@/components/layout/organization-json-ld'
import { Providers } from '@/components/providers.client'
import { brandColors, brandIcons, siteDescription } from '@/content/brand'
import { env } from '@/lib/env'
import { fontVariables } from './fonts'
import { inlineSvgIcon } from '../inline-svg-icon'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: env.SITE_NAME, template: `%s | ${env.SITE_NAME}` },
  description: siteDescription,
  applicationName: env.SITE_NAME,
  icons: {
    icon: [
      { url: brandIcons.favicon, sizes: '32x32' },
      { url: inlineSvgIcon, type: 'image/svg+xml' },
      { url: brandIcons.png192, sizes: '192x192', type: 'image/png' },
    ],
    apple: [{ url: brandIcons.appleTouch, sizes: '180x180', type: 'image/png' }],
  },
  manifest: '/manifest.webmanifest',
}

export const viewport: Viewport = {
  themeColor: brandColors.ivory,
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" style={fontVariables}>
      <body className="flex min-h-screen flex-col bg-ivory font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-ink px-5 py-3 text-sm font-semibold text-ivory focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <Providers>
          <Header />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer />
        </Providers>
        <OrganizationJsonLd />
      </body>
    </html>
  )
}
