import 'server-only'
import { getTranslations } from 'next-intl/server'
import { safeDecode } from '@/components/content/safe-decode'
import { shareCardResponse } from '@/components/share-image/share-card'
import type { Locale } from '@/lib/i18n/locales'
import { getArticle } from '@/lib/server/articles'
import { articleShareCard } from './share-card'

/**
 * The edition each page's card is drawn in. The renderer (satori, behind next/og) lays text out
 * left to right without Arabic shaping, and the card's fonts are Latin subsets
 * (components/share-image/share-card.tsx), so an Arabic title would come out as disconnected,
 * reversed letters, and a Russian or Chinese one as missing glyphs: those editions share the
 * English card until the card carries fonts for their scripts.
 */
const CARD_EDITION: Record<Locale, Locale> = { en: 'en', ar: 'en', ru: 'en', zh: 'en' }

/** GET for /news/{id}/opengraph-image and /communities/{name}/opengraph-image (same card). */
export async function articleShareImage(idOrSlug: string, locale: Locale): Promise<Response> {
  const edition = CARD_EDITION[locale]
  const t = await getTranslations({ locale: edition, namespace: 'Article.article' })
  return shareCardResponse(
    () => getArticle(safeDecode(idOrSlug), edition),
    (article) => articleShareCard(article, edition, t),
  )
}
