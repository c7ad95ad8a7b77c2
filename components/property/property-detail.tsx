import { useTranslations } from 'next-intl'
import { getPathname, Link } from '@/lib/i18n/navigation'
import type { ReactNode } from 'react'
import { listingSearch } from '@/components/alerts/alert-fields'
import { AlertPanel } from '@/components/alerts/alert-panel'
import { TrueCostSection } from '@/components/buyer-tools/true-cost-section'
import { FavouriteButton } from '@/components/favourites/favourite-button.client'
import { PropertyGallery } from '@/components/gallery/property-gallery.client'
import { IslandTexts } from '@/components/i18n/island-texts'
import { ProjectPlanSummary } from '@/components/projects/project-plan-summary'
import { Breadcrumbs } from '@/components/content/breadcrumbs'
import { Container } from '@/components/ui/container'
import type { ProjectDetail, Property, SiteSettings } from '@/lib/api/types'
import type { MarketSettings } from '@/lib/buyer-tools/market-settings'
import { cn } from '@/lib/cn'
import {
  areaUnitLabel,
  formatArea,
  formatMoney,
  formatPricePerArea,
  type DisplayPrefs,
} from '@/lib/display-prefs'
import { getLocale } from '@/lib/i18n/request-locale'
import { AgentCard } from './agent-card'
import { Amenities } from './amenities.client'
import { FactsTable } from './facts-table'
import { AreaIcon, BathIcon, BedIcon, CarIcon, HomeIcon, PinIcon } from './icons'
import { propertyTypeLabel, statusLabel } from './labels'
import { PermitQr } from './permit-qr'
import { buildingInfoRows, paragraphsOf, placeOf, propertyInfoRows } from './property-facts'
import { ratesAsOfText } from '@/lib/rates-as-of'
import { RentalYield } from './rental-yield'
import { fallbackLang, galleryIn } from '@/lib/i18n/editions'

/** Dubai law (RERA): every listing shows its Trakheesi permit and the broker's ORN. */
export function ComplianceLine({ permit, orn }: { permit: string; orn: string }) {
  const t = useTranslations('Property')
  return (
    <p
      className="text-xs tracking-wide text-stone-600 rtl:tracking-normal"
      data-testid="compliance"
    >
      {t('trakheesiPermit')}{' '}
      <span dir="ltr" className="text-ink font-semibold tabular-nums">
        {permit}
      </span>
      <span aria-hidden="true" className="mx-2 text-stone-400">
        ·
      </span>
      {t('orn')}{' '}
      <span dir="ltr" className="text-ink font-semibold tabular-nums">
        {orn}
      </span>
    </p>
  )
}

function Price({
  property,
  display,
  className,
}: {
  property: Property
  display: DisplayPrefs
  className?: string
}) {
  const t = useTranslations('PropertyCard')
  return (
    <p className={className}>
      <span className="tabular-nums" data-testid="property-price">
        {formatMoney(property.price, display)}
      </span>
      {property.status === 'rent' && (
        <span className="ms-1.5 text-sm font-medium text-stone-600">{t('perYear')}</span>
      )}
    </p>
  )
}

/** The title block: breadcrumbs, purpose and type, name, location and price. */
export function PropertyHeader({
  property,
  orn,
  display,
}: {
  property: Property
  orn: string
  display: DisplayPrefs
}) {
  const locale = getLocale()
  const t = useTranslations('Property')
  const ratesNote = ratesAsOfText(display, locale)
  const pill =
    'rounded-full px-3.5 py-1.5 text-[0.7rem] font-semibold tracking-[0.14em] uppercase rtl:tracking-normal'
  return (
    <Container className="pt-8 pb-8 md:pt-10 md:pb-10">
      <Breadcrumbs
        trail={[
          { href: '/', label: t('home') },
          { href: '/property', label: t('properties') },
        ]}
        current={property.name}
      />
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className={cn('bg-ink text-ivory', pill)}>
              {statusLabel(property.status, locale)}
            </span>
            <span className={cn('border-ink/15 text-ink border', pill)}>
              {propertyTypeLabel(property.type, locale)}
            </span>
            {property.completionStatus === 'off-plan' && (
              <span className={cn('bg-sand-100 text-sand-700', pill)}>{t('offPlan')}</span>
            )}
          </p>
          <h1
            lang={fallbackLang(property.editions, locale)}
            className="font-display text-ink mt-4 text-[2.6rem] leading-[1.04] font-medium md:text-6xl rtl:leading-[1.3]"
          >
            {property.name}
          </h1>
          <p
            lang={fallbackLang(property.editions, locale)}
            className="text-ink/75 mt-3 flex items-center gap-2 text-base"
          >
            <PinIcon className="text-sand-600 size-4" />
            {placeOf(property, locale)}
          </p>
          {property.project && (
            <p className="mt-2 text-sm text-stone-600" data-testid="project-link">
              {t('partOf')}{' '}
              <Link
                href={`/projects/${property.project.slug}`}
                className="text-ink decoration-sand-500 font-semibold underline underline-offset-4"
              >
                {property.project.name}
              </Link>
            </p>
          )}
        </div>
        <div className="shrink-0 md:text-end">
          <p className="text-xs font-semibold tracking-[0.22em] text-stone-600 uppercase rtl:tracking-normal">
            {property.status === 'rent' ? t('annualRent') : t('askingPrice')}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-5 gap-y-3 md:justify-end">
            <Price
              property={property}
              display={display}
              className="font-display text-ink text-4xl font-medium md:text-5xl"
            />
            <IslandTexts namespaces={['Favourites']}>
              <FavouriteButton id={property._id} name={property.name} variant="page" />
            </IslandTexts>
          </div>
          <p className="mt-1 text-sm text-stone-600 tabular-nums" data-testid="price-per-area">
            {formatPricePerArea(property.price, property.sqft, display)}
            {ratesNote && (
              <span data-testid="rates-as-of">
                {' · '}
                {ratesNote}
              </span>
            )}
          </p>
          <div className="mt-2">
            <ComplianceLine permit={property.permitNumber} orn={orn} />
          </div>
          <div className="mt-4 flex md:justify-end">
            <AlertPanel
              kind="listing"
              search={listingSearch(property._id)}
              back={getPathname({ href: `/property/${property._id}`, locale })}
              currency={display.currency}
            />
          </div>
        </div>
      </div>
    </Container>
  )
}

function KeyFact({
  icon,
  label,
  value,
  className,
}: {
  icon: ReactNode
  label: ReactNode
  value: ReactNode
  className?: string
}) {
  return (
    <div
      className={cn(
        'ring-ink/[0.05] relative flex min-h-[4.5rem] flex-col justify-center rounded-2xl bg-white py-3 ps-[4.25rem] pe-4 ring-1 md:min-h-0 md:justify-start md:px-5 md:pt-[4.5rem] md:pb-5',
        className,
      )}
    >
      <dt className="text-[0.7rem] font-semibold tracking-[0.16em] text-stone-600 uppercase rtl:tracking-normal">
        <span
          aria-hidden="true"
          className="bg-sand-50 text-sand-700 absolute start-4 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full md:start-5 md:top-5 md:translate-y-0"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-ink mt-0.5 truncate text-base font-semibold tabular-nums md:mt-1 md:text-lg">
        {value}
      </dd>
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-stone-200 pt-10">
      <h2 id={id} className="font-display text-ink mb-6 text-3xl font-medium md:text-[2.1rem]">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Gallery, facts, description, amenities, tables and the consultant: the body of a listing. */
export function PropertyBody({
  property,
  settings,
  display,
  market,
  project,
}: {
  property: Property
  settings: SiteSettings
  display: DisplayPrefs
  /** Loan caps, fees and rates from site settings, for the buyer tools. */
  market: MarketSettings
  /** The off-plan project the listing belongs to, for its payment plan. */
  project: ProjectDetail | null
}) {
  const locale = getLocale()
  const t = useTranslations('Property')
  const labels = useTranslations('ProjectPlan.labels')
  // Only the first photo is blurred up (first-view-image.ts); the others' placeholders would
  // only add to the data every visitor downloads with the page.
  const gallery = galleryIn(
    (property.image.length > 0 ? property.image : [property.banner]).map((photo, index) =>
      index === 0 ? photo : { ...photo, blurDataURL: undefined },
    ),
    property.editions,
    locale,
  )
  return (
    <>
      <Container>
        <IslandTexts namespaces={['Gallery']}>
          <PropertyGallery photos={gallery.photos} name={property.name} altLang={gallery.altLang} />
        </IslandTexts>
      </Container>
      <Container className="grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-16">
        {/* Below the gallery: each block is laid out as it comes near (globals.css). */}
        <div className="render-children-when-near min-w-0 space-y-12 [--near-size:22rem]">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-label={t('keyFacts')}>
            <KeyFact
              icon={<HomeIcon />}
              label={t('type')}
              value={propertyTypeLabel(property.type, locale)}
              className="col-span-2 md:col-span-1"
            />
            <KeyFact icon={<BedIcon />} label={t('bedrooms')} value={property.bedrooms} />
            <KeyFact icon={<BathIcon />} label={t('bathrooms')} value={property.bathrooms} />
            <KeyFact
              icon={<AreaIcon />}
              // 'm²' must not read as 'M²' in the labels' capitals.
              label={<span className="normal-case">{areaUnitLabel(display)}</span>}
              value={formatArea(property.sqft, display)}
            />
            <KeyFact icon={<CarIcon />} label={t('parking')} value={property.parking} />
          </dl>

          {project && <ProjectPlanSummary project={project} />}

          {property.status === 'sell' && (
            <RentalYield
              property={property}
              minComparables={market.rentalYieldMinComparables}
              display={display}
              locale={locale}
            />
          )}

          <Section id="description-heading" title={t('aboutResidence')}>
            <div
              lang={fallbackLang(property.editions, locale)}
              data-testid="property-description"
              className="text-ink/80 max-w-prose space-y-5 text-[1.02rem] leading-[1.8]"
            >
              {paragraphsOf(property.description).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </Section>

          {property.amenities.length > 0 && (
            <Section id="amenities-heading" title={t('amenities')}>
              <IslandTexts namespaces={['PropertyCard']}>
                <Amenities
                  amenities={property.amenities}
                  lang={fallbackLang(property.editions, locale)}
                />
              </IslandTexts>
            </Section>
          )}

          <section
            aria-label={t('detailsSection')}
            className="grid items-start gap-6 border-t border-stone-200 pt-10 xl:grid-cols-2"
          >
            <FactsTable
              caption={t('propertyInformation')}
              rows={propertyInfoRows(property.propertyInfo, locale, labels, display)}
            />
            <FactsTable
              caption={t('buildingInformation')}
              rows={buildingInfoRows(property.buildingInfo, locale, display)}
            />
          </section>

          {property.status === 'sell' && (
            <TrueCostSection property={property} market={market} display={display} />
          )}
        </div>

        <aside
          className="space-y-5 lg:sticky lg:top-28 lg:self-start"
          aria-label={t('contactAside')}
        >
          <AgentCard property={property} settings={settings} locale={locale} />
          <div className="rounded-2xl border border-stone-200 px-6 py-5">
            <p className="text-xs font-semibold tracking-[0.22em] text-stone-600 uppercase rtl:tracking-normal">
              {t('reference')}
            </p>
            <p className="text-ink mt-1 font-semibold tabular-nums">
              <span dir="ltr">{property.reference}</span>
            </p>
            <div className="mt-3">
              <ComplianceLine permit={property.permitNumber} orn={settings.orn} />
            </div>
            <PermitQr
              permit={property.permitNumber}
              urlTemplate={market.permitValidationUrl}
              checkedAt={property.permitCheckedAt}
              locale={locale}
            />
          </div>
        </aside>
      </Container>
    </>
  )
}
