import { articleShareImage } from '@/components/article/share-image-route'
import { localeOr } from '@/lib/i18n/locales'

export const dynamic = 'force-dynamic'

/** The article's share card as a JPEG (see the property page's route for why not the file convention). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; id: string }> },
) {
  const { locale, id } = await params
  return articleShareImage(id, localeOr(locale))
}
