import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MissingScreen } from '@/components/content/missing-screen'
import { missingPageItem } from '@/lib/i18n/request-locale'

// Unknown addresses never get here (the middleware sends them home): this is for a page that
// gives up on what it was asked for and has no not-found screen of its own.

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await missingPageItem()
  const t = await getTranslations({ locale, namespace: 'Content.pageNotFound' })
  return { title: t('title'), robots: { index: false } }
}

export default async function SiteNotFound() {
  const { locale } = await missingPageItem()
  const t = await getTranslations({ locale, namespace: 'Content.pageNotFound' })
  return (
    <MissingScreen
      testId="page-not-found"
      eyebrow={t('eyebrow')}
      title={t('heading')}
      text={t('text')}
      action={{ href: '/', label: t('backHome') }}
    />
  )
}
