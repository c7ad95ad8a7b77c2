import { getTranslations } from 'next-intl/server'
import { propertyShareCard } from '@/components/property/share-card'
import { shareCardResponse } from '@/components/share-image/share-card'
import { defaultLocale } from '@/lib/i18n/locales'
import { getProperty } from '@/lib/server/properties'

export const dynamic = 'force-dynamic'

/**
 * The listing's share card (openGraph.images in the page's metadata). A route rather than the
 * opengraph-image file convention: that one answers PNG, and WhatsApp wants a JPEG under 300 KB.
 * Both editions share the English card: the card renderer cannot join Arabic letters or lay
 * text right to left, and a card of disjointed letters is worse than one in English.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; id: string }> }) {
  const { id } = await params
  const t = await getTranslations({ locale: defaultLocale, namespace: 'Property' })
  return shareCardResponse(
    () => getProperty(id, defaultLocale),
    (property) => propertyShareCard(property, defaultLocale, t),
  )
}
