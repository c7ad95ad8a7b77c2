import { useTranslations } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import type { Property } from '@/lib/api/types'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { listProperties } from '@/lib/server/properties'
import { FeaturedCard } from './featured-card'
import { HighlightList } from './highlight-list.client'
import { homeContent } from './home-content'

async function FeaturedGrid({ locale, label }: { locale: Locale; label: string }) {
  let properties: Property[]
  const display = await getDisplayPrefs()
  try {
    properties = (await listProperties({ page: 1, limit: 6, isFeatured: true }, locale)).docs
  } catch {
    const t = await getTranslations('Home')
    return (
      <p role="alert" className="text-danger">
        {t('featuredError')}
      </p>
    )
  }
  return (
    <HighlightList label={label} className="grid gap-5 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {properties.map((property) => (
        <FeaturedCard key={property._id} property={property} display={display} locale={locale} />
      ))}
    </HighlightList>
  )
}

/**
 * docs/requirements.md §1: 'Featured Properties', a handpicked gallery with its error state. Its
 * listings are read before the page is sent, so the grid is in the HTML where it belongs: no
 * 'Loading...' fallback is ever streamed into a page that is then cached (the read is cached too,
 * so nothing waits).
 */
export function FeaturedProperties() {
  const locale = getLocale()
  const t = useTranslations('Home')
  const { homeSectionTitles } = homeContent(locale)
  return (
    <section aria-labelledby="featured-title" className="py-20 md:py-28 lg:py-32">
      <Container>
        <div className="mb-12 flex flex-col gap-6 md:mb-14 md:flex-row md:items-end md:justify-between">
          <SectionTitle
            eyebrow={t('featuredEyebrow')}
            title={<span id="featured-title">{homeSectionTitles.featured}</span>}
            description={homeSectionTitles.featuredDescription}
          />
          <ButtonLink
            href="/property"
            variant="outline"
            className="shrink-0 self-start md:self-auto"
          >
            {t('featuredCta')}
          </ButtonLink>
        </div>
        <FeaturedGrid locale={locale} label={homeSectionTitles.featured} />
      </Container>
    </section>
  )
}
