import { JsonLd } from '@/components/content/json-ld'
import { env } from '@/lib/env'
import { readSiteSettings } from './site-settings'

/** schema.org RealEstateAgent for the firm, on every page (search engines' knowledge panel). */
export async function OrganizationJsonLd() {
  const s = await readSiteSettings()
  const url = env.SITE_URL.replace(/\/$/, '')
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${url}/#organization`,
    name: env.SITE_NAME,
    url: `${url}/`,
    logo: `${url}/brand/logo.svg`,
    image: `${url}/images/hero.jpg`,
    telephone: s.phone,
    email: s.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address,
      addressLocality: 'Dubai',
      addressCountry: 'AE',
    },
    areaServed: { '@type': 'City', name: 'Dubai' },
    identifier: { '@type': 'PropertyValue', name: 'RERA ORN', value: s.orn },
    sameAs: Object.values(s.social).filter((v): v is string => Boolean(v)),
  }
  return <JsonLd data={data} />
}
