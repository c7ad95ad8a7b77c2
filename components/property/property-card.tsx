import Image from 'next/image'
import { useTranslations } from 'next-intl'
import type { Texts } from '@/lib/i18n/texts'
import { Link } from '@/lib/i18n/navigation'
import type { ReactNode } from 'react'
import { FavouriteButton } from '@/components/favourites/favourite-button.client'
import type { Agent, Property } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { contactAboutHref } from '@/lib/contact-about'
import {
  areaUnitLabel,
  formatArea,
  formatMoney,
  formatPricePerArea,
  type DisplayPrefs,
} from '@/lib/display-prefs'
import { whatsappHref } from '@/lib/format'
import { communityLabel } from '@/lib/i18n/communities'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import { BathIcon, BedIcon, ChatIcon, PinIcon, AreaIcon, WhatsAppIcon } from './icons'
import { statusLabel } from './labels'
import { fallbackLang, pictureAlt } from '@/lib/i18n/editions'

export type CardProperty = Pick<
  Property,
  | '_id'
  | 'name'
  | 'editions'
  | 'banner'
  | 'city'
  | 'location'
  | 'price'
  | 'status'
  | 'bedrooms'
  | 'bathrooms'
  | 'sqft'
  | 'reference'
> & {
  /** The listing's broker, as far as a card needs them: its chat reaches them, not the front desk. */
  agent: Pick<Agent, 'whatsapp'> | null
}

/** The cards' texts in the page's edition (useTranslations('PropertyCard')). */
export type PropertyCardTexts = Texts<'PropertyCard'>

/** The chat a visitor opens from a card or a listing: a WhatsApp message naming the listing. */
export function propertyWhatsappHref(
  whatsapp: string,
  property: Pick<Property, 'name' | 'reference'>,
  t: PropertyCardTexts,
): string {
  return whatsappHref(
    whatsapp,
    t('whatsappText', { name: property.name, reference: property.reference }),
  )
}

/**
 * A listing in the grid (docs/requirements.md §2). The whole card opens the detail page through its
 * title link stretched over the card; the message and WhatsApp buttons sit above that layer,
 * so there is never a link inside a link.
 *
 * Rendered on the server and inside client islands alike, so it cannot read the request's
 * edition: its labels speak the language the display preferences were read in, unless told
 * otherwise, and its texts are the 'PropertyCard' namespace (an island that renders it needs
 * that namespace from the IslandTexts above it).
 */
export function PropertyCard({
  property,
  whatsapp,
  display,
  headingLevel = 'h3',
  locale = display.locale ?? defaultLocale,
}: {
  property: CardProperty
  /** The firm's WhatsApp number (getSiteSettings), for a listing whose broker has none. */
  whatsapp: string
  /** The visitor's currency and area unit (getDisplayPrefs), passed down from the server. */
  display: DisplayPrefs
  headingLevel?: 'h2' | 'h3'
  /** The page's edition; by default the one the display preferences carry. */
  locale?: Locale
}) {
  const t = useTranslations('PropertyCard')
  const Heading = headingLevel
  const { banner } = property
  const picture = pictureAlt({
    mediaAlt: banner.alt,
    own: property.name,
    editions: property.editions,
    locale,
  })
  return (
    <article
      data-testid="property-card"
      className="group shadow-soft ring-ink/[0.04] relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 transition-shadow duration-300 hover:shadow-[0_2px_4px_rgb(15_27_45/0.04),0_18px_40px_rgb(15_27_45/0.10)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200">
        <Image
          src={banner.s3Url}
          alt={picture.alt}
          lang={picture.lang}
          fill
          sizes="(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 420px"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <div className="from-ink/35 pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t to-transparent" />
        <span className="bg-ivory/95 text-ink absolute start-4 top-4 rounded-full px-3.5 py-1.5 text-[0.7rem] font-semibold tracking-[0.14em] uppercase shadow-sm rtl:tracking-normal">
          {statusLabel(property.status, locale)}
        </span>
        <FavouriteButton
          id={property._id}
          name={property.name}
          className="absolute end-3 top-2 z-10"
        />
      </div>

      <div className="flex flex-1 flex-col px-6 pt-5 pb-6">
        <p className="text-sand-700 flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] uppercase rtl:tracking-normal">
          <PinIcon className="size-3.5" />
          {communityLabel(property.city, locale)}
        </p>
        <Heading
          lang={fallbackLang(property.editions, locale)}
          className="font-display text-ink mt-2 text-[1.6rem] leading-tight font-medium"
        >
          <Link
            href={`/property/${property._id}`}
            className="focus-visible:after:outline-sand-500 after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2"
          >
            {property.name}
          </Link>
        </Heading>
        <p className="text-ink mt-3 flex items-baseline gap-1.5 text-lg font-semibold tabular-nums">
          <span data-testid="card-price">{formatMoney(property.price, display)}</span>
          {property.status === 'rent' && (
            <span className="text-xs font-medium text-stone-600">{t('perYear')}</span>
          )}
        </p>
        <p
          className="mt-1 mb-5 text-xs text-stone-600 tabular-nums"
          data-testid="card-price-per-area"
        >
          {formatPricePerArea(property.price, property.sqft, display)}
        </p>

        <ul className="text-ink/80 mt-auto flex items-center justify-between gap-2 border-t border-stone-200 pt-4 text-sm">
          <Fact
            icon={<BedIcon />}
            value={property.bedrooms}
            unit={t('beds', { count: property.bedrooms })}
          />
          <Fact
            icon={<BathIcon />}
            value={property.bathrooms}
            unit={t('baths', { count: property.bathrooms })}
          />
          <Fact
            icon={<AreaIcon />}
            value={formatArea(property.sqft, display)}
            unit={areaUnitLabel(display)}
          />
        </ul>

        <div className="relative z-10 mt-5 flex gap-2.5">
          <Link
            // The enquiry form there is prefilled with this listing's name and reference.
            href={contactAboutHref(property._id)}
            aria-label={t('messageAbout', { name: property.name })}
            className={actionClasses('outline')}
          >
            <ChatIcon className="size-4" />
            {t('message')}
          </Link>
          <a
            href={propertyWhatsappHref(property.agent?.whatsapp || whatsapp, property, t)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('whatsappAbout', { name: property.name })}
            className={actionClasses('dark')}
          >
            <WhatsAppIcon className="size-4" />
            {t('call')}
          </a>
        </div>
      </div>
    </article>
  )
}

function actionClasses(variant: 'outline' | 'dark') {
  return cn(
    'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors',
    variant === 'outline'
      ? 'border border-ink/15 text-ink hover:border-ink hover:bg-ink hover:text-ivory'
      : 'bg-ink text-ivory hover:bg-ink-700',
  )
}

function Fact({ icon, value, unit }: { icon: ReactNode; value: number | string; unit: string }) {
  return (
    <li className="flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className="text-sand-600 shrink-0 [&>svg]:size-4">
        {icon}
      </span>
      <span className="text-ink font-semibold tabular-nums">{value}</span>
      <span className="text-xs text-stone-600">{unit}</span>
    </li>
  )
}

/** The card's shape while a page is on its way (loading.tsx and 'Explore More'). */
export function PropertyCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="shadow-soft ring-ink/[0.04] overflow-hidden rounded-2xl bg-white ring-1"
    >
      <div className="aspect-[4/3] animate-pulse bg-stone-200 motion-reduce:animate-none" />
      <div className="space-y-3 px-6 pt-5 pb-6">
        <div className="h-3 w-24 rounded-full bg-stone-200" />
        <div className="h-6 w-3/4 rounded-full bg-stone-200" />
        <div className="h-5 w-1/3 rounded-full bg-stone-100" />
        <div className="mt-5 h-10 rounded-full bg-stone-100" />
      </div>
    </div>
  )
}
