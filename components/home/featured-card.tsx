import Image from 'next/image'
import Link from 'next/link'
import { FavouriteButton } from '@/components/favourites/favourite-button.client'
import type { Property } from '@/lib/api/types'
import { areaUnitLabel, formatArea, formatMoney, formatPricePerArea, type DisplayPrefs } from '@/lib/display-prefs'

// Revealed when the card is highlighted (see HighlightList); always shown where there is no hover.
const onActive =
  'group-data-[active=true]/card:translate-y-0 group-data-[active=true]/card:opacity-100 [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100'

/** A featured listing: photo, community and name; price and details slide up when highlighted. */
export function FeaturedCard({ property, display }: { property: Property; display: DisplayPrefs }) {
  const status = property.status === 'rent' ? 'Rent' : 'Sell'
  return (
    <li data-highlight-item className="group/card relative">
      <Link
        href={`/property/${property._id}`}
        className="relative block aspect-[5/4] overflow-hidden sm:aspect-[4/5] rounded-2xl bg-ink text-ivory shadow-soft focus-visible:outline-offset-4"
      >
        <Image
          src={property.banner.s3Url}
          alt={property.banner.alt || `${property.name}, ${property.city}`}
          fill
          sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px"
          className="object-cover transition-transform duration-700 ease-out group-data-[active=true]/card:scale-[1.04]"
        />
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink via-ink/30 to-transparent" />
        <span className="absolute top-4 left-4 rounded-full bg-ivory/95 px-3 py-1 text-xs font-semibold tracking-wide text-ink">
          For {status}
        </span>

        <div className="absolute inset-x-0 bottom-0 p-5 md:p-6">
          <p className="text-xs font-semibold tracking-[0.2em] text-sand-200 uppercase">{property.city}</p>
          <h3 className="mt-2 pr-14 font-display text-2xl leading-tight md:text-[1.7rem]">{property.name}</h3>

          <div
            data-card-overlay
            className={`mt-4 translate-y-3 border-t border-white/20 pt-4 opacity-0 transition duration-500 ease-out ${onActive}`}
          >
            <p className="text-lg font-semibold tabular-nums">
              {formatMoney(property.price, display)}
              {property.status === 'rent' && <span className="ml-1 text-sm font-normal text-ivory/75">/ year</span>}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-ivory/80 tabular-nums">
              <span>{property.bedrooms} Beds</span>
              <span>{property.bathrooms} Baths</span>
              <span>
                {formatArea(property.sqft, display)} {areaUnitLabel(display)}
              </span>
              <span>{formatPricePerArea(property.price, property.sqft, display)}</span>
            </p>
          </div>

          <span
            aria-hidden="true"
            data-card-arrow
            className="absolute right-5 bottom-5 flex size-11 items-center justify-center rounded-full border border-white/40 transition duration-500 ease-out group-data-[active=true]/card:translate-x-1 group-data-[active=true]/card:-rotate-45 group-data-[active=true]/card:border-sand-300 group-data-[active=true]/card:bg-sand-300 group-data-[active=true]/card:text-ink md:right-6 md:bottom-6"
          >
            <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M4 10h12M11 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is invalid and would open the listing. */}
      <FavouriteButton id={property._id} name={property.name} className="absolute top-1.5 right-3 z-10" />
    </li>
  )
}
