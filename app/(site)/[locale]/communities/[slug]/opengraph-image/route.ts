import { articleShareImage } from '@/components/article/share-image-route'
import { localeOr } from '@/lib/i18n/locales'

export const dynamic = 'force-dynamic'

/** The community guide's share card as a JPEG, the same card as under /news. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; slug: string }> },
) {
  const { locale, slug } = await params
  return articleShareImage(slug, localeOr(locale))
}
