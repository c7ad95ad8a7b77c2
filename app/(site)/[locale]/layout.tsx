import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { OrganizationJsonLd } from '@/components/layout/organization-json-ld'
import { Providers } from '@/components/providers.client'
import { getTranslations } from 'next-intl/server'
import { SiteIslandTexts } from '@/components/i18n/island-texts'
import { brandColors, brandIcons } from '@/content/brand'
import { env } from '@/lib/env'
import { isLocale, localeInfo, localeOr, locales } from '@/lib/i18n/locales'
import { setRequestLocale } from '@/lib/i18n/request-locale'
import { cjkFontFaces } from '@/lib/fonts/cjk'
import { coreFontFaces } from '../core-font-faces'
import { fontVariables } from '../fonts'
import { inlineSvgIcon } from '../../inline-svg-icon'
import '../globals.css'

interface LayoutProps {
  children: ReactNode
  params: Promise<{ locale: string }>
}

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Pick<LayoutProps, 'params'>): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: env.SITE_NAME, template: `%s | ${env.SITE_NAME}` },
    description: (await getTranslations({ locale, namespace: 'Shell' }))('siteDescription'),
    ...siteIcons,
  }
}

const siteIcons = {
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
} satisfies Metadata

export const viewport: Viewport = {
  themeColor: brandColors.ivory,
}

export default async function SiteLayout({ children, params }: LayoutProps) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('Shell')
  return (
    <html lang={locale} dir={localeInfo[locale].dir} style={fontVariables(locale)}>
      {/* The edition's core faces, in its page's styles (React places them in the head) so that
          the first paint is drawn in them: scripts/fonts/subset.mjs says why. */}
      <style href={`core-font-faces-${locale}`} precedence="fonts">
        {coreFontFaces[locale]}
      </style>
      {/* Chinese is too large a script for a core: its face comes in slices, each fetched only
          where a page needs one (lib/fonts/cjk.ts). Their rules are in the page too, so no
          stylesheet request stands between the page and its first paint. */}
      {locale === 'zh' && (
        <style href="cjk-font-faces" precedence="fonts">
          {cjkFontFaces()}
        </style>
      )}
      <body className="bg-ivory text-ink flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#main"
          className="bg-ink text-ivory sr-only z-[60] rounded-full px-5 py-3 text-sm font-semibold focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
        >
          {t('skipToContent')}
        </a>
        {/* Every client component below reads the page's edition from here (next-intl's
            useLocale, and its Link). The shell's own islands (menu, links, language switch) get
            only their texts, as do the error screens (error.tsx, RouteError: Content) and the
            heart on every listing card (Favourites), which can render beneath any page. */}
        <SiteIslandTexts namespaces={['Nav', 'Menu', 'LanguageSwitch', 'Content', 'Favourites']}>
          <Providers>
            <Header />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <Footer />
          </Providers>
        </SiteIslandTexts>
        <OrganizationJsonLd />
      </body>
    </html>
  )
}
