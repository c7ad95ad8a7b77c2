import { breadcrumbList } from '@/components/content/breadcrumb-list'
import { JsonLd } from '@/components/content/json-ld'
import { useTranslations } from 'next-intl'
import { languageName } from '@/lib/dubai/languages'
import type { Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import type { Broker } from '@/lib/server/team'

/**
 * schema.org RealEstateAgent for one broker: their RERA BRN as the identifier, working for the
 * firm (the same @id as the site-wide organisation, with its ORN), so a search engine ties the
 * two; and the page's breadcrumb trail (Home › Our Team › name).
 */
export function BrokerJsonLd({
  broker,
  url,
  siteUrl,
  siteName,
  orn,
  locale,
}: {
  broker: Broker
  /** The page's own address, in its edition. */
  url: string
  siteUrl: string
  siteName: string
  orn: string
  locale: Locale
}) {
  const t = useTranslations('Broker')
  const organization = useTranslations('Organization')
  const root = siteUrl.replace(/\/$/, '')
  const person = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${url}#broker`,
    name: broker.name,
    jobTitle: broker.designation,
    description: broker.bio || undefined,
    url,
    image: broker.photo.s3Url ? new URL(broker.photo.s3Url, siteUrl).toString() : undefined,
    telephone: broker.phone || undefined,
    email: broker.email || undefined,
    knowsLanguage: broker.languages.map((code) => ({
      '@type': 'Language',
      name: languageName(code, 'en'),
      alternateName: code,
    })),
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'BRN',
      name: t('brnLong'),
      value: broker.brn,
    },
    areaServed: { '@type': 'City', name: organization('city') },
    worksFor: {
      '@type': 'RealEstateAgent',
      '@id': `${root}/#organization`,
      name: siteName,
      url: `${root}${getPathname({ href: '/', locale })}`,
      ...(orn
        ? {
            identifier: {
              '@type': 'PropertyValue',
              propertyID: 'ORN',
              name: t('ornLong'),
              value: orn,
            },
          }
        : {}),
    },
  }
  const breadcrumbs = breadcrumbList(siteUrl, [
    { name: t('home'), path: getPathname({ href: '/', locale }) },
    { name: t('teamCrumb'), path: getPathname({ href: '/team', locale }) },
    { name: broker.name, path: url },
  ])
  return (
    <>
      <JsonLd data={person} />
      <JsonLd data={breadcrumbs} />
    </>
  )
}
