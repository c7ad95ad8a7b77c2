import { JsonLd } from '@/components/content/json-ld'
import { env } from '@/lib/env'
import { locales } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { getLocale } from '@/lib/i18n/request-locale'
import { getTranslations } from 'next-intl/server'
import { readSiteSettings } from './site-settings'

/**
 * schema.org RealEstateAgent for the firm, on every page (search engines' knowledge panel), in
 * the page's edition: the same firm (one @id, its name in Latin letters as it is registered),
 * described and addressed in the page's language, with its home page in that edition.
 */
export async function OrganizationJsonLd() {
  const locale = getLocale()
  const t = await getTranslations('Organization')
  const shell = await getTranslations('Shell')
  const s = await readSiteSettings()
  const url = env.SITE_URL.replace(/\/$/, '')
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${url}/#organization`,
    name: env.SITE_NAME,
    url: `${url}${getPathname({ href: '/', locale })}`,
    description: shell('siteDescription'),
    logo: `${url}/brand/logo.svg`,
    image: `${url}/images/hero.jpg`,
    telephone: s.phone,
    email: s.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address,
      addressLocality: t('city'),
      addressCountry: 'AE',
    },
    areaServed: { '@type': 'City', name: t('city') },
    knowsLanguage: [...locales],
    identifier: { '@type': 'PropertyValue', name: t('ornName'), value: s.orn },
    sameAs: Object.values(s.social).filter((v): v is string => Boolean(v)),
  }
  return <JsonLd data={data} />
}
