import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import { FavouriteButton } from '@/components/favourites/favourite-button.client'
import type { Property } from '@/lib/api/types'
import {
  areaUnitLabel,
  formatArea,
  formatMoney,
  formatPricePerArea,
  type DisplayPrefs,
} from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import type { Locale } from '@/lib/i18n/locales'
import { fallbackLang, pictureAlt } from '@/lib/i18n/editions'

// Revealed when the card is highlighted (see HighlightList); always shown where there is no hover.
const onActive =
  'group-data-[active=true]/card:translate-y-0 group-data-[active=true]/card:opacity-100 [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100'

/** A featured listing: photo, community and name; price and details slide up when highlighted. */
export function FeaturedCard({
  property,
  display,
  locale,
}: {
  property: Property
  display: DisplayPrefs
  locale: Locale
}) {
  const t = useTranslations('Home')
  const community = communityLabel(property.city, locale)
  const described = t('cardAlt', { name: property.name, community })
  const picture = pictureAlt({
    mediaAlt: property.banner.alt,
    own: described,
    fallback: described,
    editions: property.editions,
    locale,
  })
  return (
    <li data-highlight-item className="group/card relative">
      <Link
        href={`/property/${property._id}`}
        className="bg-ink text-ivory shadow-soft relative block aspect-[5/4] overflow-hidden rounded-2xl focus-visible:outline-offset-4 sm:aspect-[4/5]"
      >
        <Image
          src={property.banner.s3Url}
          alt={picture.alt}
          lang={picture.lang}
          fill
          sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px"
          className="object-cover transition-transform duration-700 ease-out group-data-[active=true]/card:scale-[1.04]"
        />
        <div
          aria-hidden="true"
          className="from-ink via-ink/30 absolute inset-0 bg-gradient-to-t to-transparent"
        />
        <span className="bg-ivory/95 text-ink absolute start-4 top-4 rounded-full px-3 py-1 text-xs font-semibold tracking-wide rtl:tracking-normal">
          {property.status === 'rent' ? t('forRent') : t('forSale')}
        </span>

        <div className="absolute inset-x-0 bottom-0 p-5 md:p-6">
          <p className="text-sand-200 text-xs font-semibold tracking-[0.2em] uppercase rtl:tracking-normal">
            {community}
          </p>
          <h3
            lang={fallbackLang(property.editions, locale)}
            className="font-display mt-2 pe-14 text-2xl leading-tight md:text-[1.7rem]"
          >
            {property.name}
          </h3>

          <div
            data-card-overlay
            className={`mt-4 translate-y-3 border-t border-white/20 pt-4 opacity-0 transition duration-500 ease-out ${onActive}`}
          >
            <p className="text-lg font-semibold tabular-nums">
              {formatMoney(property.price, display)}
              {property.status === 'rent' && (
                <span className="text-ivory/75 ms-1 text-sm font-normal">{t('perYear')}</span>
              )}
            </p>
            <p className="text-ivory/80 mt-1 flex flex-wrap gap-x-4 text-sm tabular-nums">
              <span>{t('beds', { count: property.bedrooms })}</span>
              <span>{t('baths', { count: property.bathrooms })}</span>
              <span>
                {formatArea(property.sqft, display)} {areaUnitLabel(display)}
              </span>
              <span>{formatPricePerArea(property.price, property.sqft, display)}</span>
            </p>
          </div>

          {/* Forward is to the left in Arabic: the arrow is mirrored and tilts up the other way. */}
          <span
            aria-hidden="true"
            data-card-arrow
            className="group-data-[active=true]/card:border-sand-300 group-data-[active=true]/card:bg-sand-300 group-data-[active=true]/card:text-ink absolute end-5 bottom-5 flex size-11 items-center justify-center rounded-full border border-white/40 transition duration-500 ease-out group-data-[active=true]/card:translate-x-1 group-data-[active=true]/card:-rotate-45 md:end-6 md:bottom-6 rtl:group-data-[active=true]/card:-translate-x-1 rtl:group-data-[active=true]/card:rotate-45"
          >
            <svg
              viewBox="0 0 20 20"
              className="size-4 rtl:-scale-x-100"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <path d="M4 10h12M11 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is invalid and would open the listing. */}
      <FavouriteButton
        id={property._id}
        name={property.name}
        className="absolute end-3 top-1.5 z-10"
      />
    </li>
  )
}
