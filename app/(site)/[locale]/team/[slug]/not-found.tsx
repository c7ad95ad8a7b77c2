import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MissingScreen } from '@/components/content/missing-screen'
import { missingPageItem } from '@/lib/i18n/request-locale'

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await missingPageItem()
  const t = await getTranslations({ locale, namespace: 'Broker' })
  return { title: t('notFoundTitle'), robots: { index: false } }
}

/** No broker by that address (or a team member who is not a broker): HTTP 404, in the page's edition. */
export default async function BrokerNotFound() {
  const { locale } = await missingPageItem()
  const t = await getTranslations({ locale, namespace: 'Broker' })
  return (
    <MissingScreen
      testId="broker-not-found"
      eyebrow={t('unavailable')}
      title={t('notFoundHeading')}
      text={t('notFoundText')}
      action={{ href: '/team', label: t('backToTeam') }}
    />
  )
}
