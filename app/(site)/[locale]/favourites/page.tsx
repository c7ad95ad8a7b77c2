import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { IslandTexts } from '@/components/i18n/island-texts'
import { pageMetadata } from '@/components/content/page-metadata'
import { SavedListings } from '@/components/favourites/saved-listings.client'
import { readSiteSettings } from '@/components/layout/site-settings'
import { Container } from '@/components/ui/container'
import { localeOr } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'
import { getDisplayPrefs } from '@/lib/server/display-prefs'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string }>

// The list lives in each visitor's browser: the page is the same empty frame for everyone and
// has nothing for a search engine.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'FavouritesPage' })
  return pageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/favourites',
    noIndex: true,
  })
}

export default async function FavouritesPage({ params }: { params: Params }) {
  await pageLocale(params)
  const t = await getTranslations('FavouritesPage')
  const [settings, display] = await Promise.all([readSiteSettings(), getDisplayPrefs()])
  return (
    <Container className="py-12 md:py-16">
      <div className="mb-10 max-w-2xl md:mb-12">
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {t('eyebrow')}
        </p>
        <h1 className="font-display text-ink mt-3 text-[2.6rem] leading-[1.05] font-medium md:text-6xl">
          {t('title')}
        </h1>
        <p className="text-ink/70 mt-4 leading-relaxed">{t('intro')}</p>
      </div>
      {/* The saved list and its cards are drawn in the browser, from what this device stored. */}
      <IslandTexts namespaces={['FavouritesList', 'PropertyCard']}>
        <SavedListings whatsapp={settings.whatsapp} display={display} />
      </IslandTexts>
    </Container>
  )
}
