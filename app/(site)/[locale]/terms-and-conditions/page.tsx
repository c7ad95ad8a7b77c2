import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageMetadata } from '@/components/content/page-metadata'
import { LegalDocument } from '@/components/legal/legal-document'
import { pageBanners } from '@/content/banners'
import { termsAndConditions, termsAndConditionsAr, termsAndConditionsRu, termsAndConditionsZh } from '@/content/legal'
import { inEdition } from '@/lib/i18n/content-edition'
import { localeOr } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Legal' })
  return pageMetadata({
    locale,
    title: t('termsTitle'),
    description: t('termsDescription'),
    path: '/terms-and-conditions',
    image: pageBanners.legal,
  })
}

export default async function TermsPage({ params }: Props) {
  const locale = await pageLocale(params)
  return (
    <LegalDocument
      doc={inEdition(locale, { en: termsAndConditions, ar: termsAndConditionsAr, ru: termsAndConditionsRu, zh: termsAndConditionsZh })}
      image={pageBanners.legal}
    />
  )
}
