import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MissingScreen } from '@/components/content/missing-screen'
import { ListingsNow } from '@/components/property/listings-now'
import { missingPageItem } from '@/lib/i18n/request-locale'
import { isListingId } from '@/lib/property-filter'

// Not found has two meanings here. A well-formed id named a listing once (or looks just like
// one): it has been sold, let or withdrawn, so say so and offer homes on the market instead.
// Anything else is a broken address, answered with the product's own words
// (docs/requirements.md §8).

export async function generateMetadata(): Promise<Metadata> {
  const { locale, item } = await missingPageItem()
  const t = await getTranslations({ locale, namespace: 'PropertyError' })
  return { title: t(isListingId(item) ? 'goneTitle' : 'notFoundTitle'), robots: { index: false } }
}

/** An unknown listing: HTTP 404 in the page's edition, with a way on. */
export default async function PropertyNotFound() {
  const { locale, item } = await missingPageItem()
  const t = await getTranslations({ locale, namespace: 'PropertyError' })
  if (!isListingId(item)) {
    return (
      <MissingScreen
        testId="property-not-found"
        eyebrow={t('listingUnavailable')}
        title={t('somethingWentWrong')}
        text={t('notFoundText')}
        action={{ href: '/property', label: t('backToAll') }}
      />
    )
  }
  return (
    <MissingScreen
      testId="property-gone"
      eyebrow={t('goneEyebrow')}
      title={t('goneHeading')}
      text={t('goneText')}
      action={{ href: '/property', label: t('browseAll') }}
    >
      <ListingsNow locale={locale} heading={t('homesNow')} />
    </MissingScreen>
  )
}
