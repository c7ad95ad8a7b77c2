import type { Metadata } from 'next'
import { notFound, unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { EnquiryForm } from '@/components/forms/enquiry-form'
import { readSiteSettings } from '@/components/layout/site-settings'
import { PropertyBody, PropertyHeader } from '@/components/property/property-detail'
import { enquiryMessageFor, placeOf, shorten } from '@/components/property/property-facts'
import { PropertyJsonLd } from '@/components/property/property-json-ld'
import { SimilarProperties } from '@/components/property/similar-properties'
import { shareImageMetadata } from '@/components/share-image/size'
import { TestimonialsSection } from '@/components/testimonials/testimonials-section'
import { Container } from '@/components/ui/container'
import type { Property } from '@/lib/api/types'
import { env } from '@/lib/env'
import { formatPrice } from '@/lib/format'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { getProject } from '@/lib/server/projects'
import { getProperty } from '@/lib/server/properties'
import { readMarketSettings } from '@/lib/server/settings'

export const dynamic = 'force-dynamic'

type Params = Promise<{ id: string }>

/** One read per request for the page and its metadata (getProperty is React-cached). */
const loadProperty = cache(async (id: string): Promise<Property> => {
  const property = await getProperty(id)
  if (!property) notFound()
  return property
})

function describe(property: Property): string {
  const purpose = property.status === 'rent' ? 'for rent' : 'for sale'
  const price = `${formatPrice(property.price)}${property.status === 'rent' ? ' per year' : ''}`
  const rooms = property.bedrooms > 0 ? `${property.bedrooms}-bedroom ` : ''
  return `${rooms}${property.type.toLowerCase()} ${purpose} in ${placeOf(property)} — ${price}. ${shorten(property.description, 110)}`
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params
  let property: Property
  try {
    property = await loadProperty(id)
  } catch (error) {
    // notFound() must still reach the router; a failed read leaves the page to its error state.
    unstable_rethrow(error)
    return { title: 'Property', robots: { index: false } }
  }
  const title = property.name
  const description = describe(property)
  const url = `/property/${property._id}`
  const image = shareImageMetadata(
    `${url}/opengraph-image`,
    `${property.name}, ${placeOf(property)}`,
  )
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: env.SITE_NAME,
      title,
      description,
      url,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}

export default async function PropertyDetailPage({ params }: { params: Params }) {
  const { id } = await params
  const [property, settings, display, market] = await Promise.all([
    loadProperty(id),
    readSiteSettings(),
    getDisplayPrefs(),
    readMarketSettings(),
  ])
  const project = property.project ? await getProject(property.project.slug) : null
  return (
    <>
      <PropertyJsonLd
        property={property}
        url={new URL(`/property/${property._id}`, env.SITE_URL).toString()}
        siteUrl={env.SITE_URL}
      />
      <PropertyHeader property={property} orn={settings.orn} display={display} />
      <PropertyBody
        property={property}
        settings={settings}
        display={display}
        market={market}
        project={project}
      />
      {/* Below the first view: each section is laid out as it comes near (globals.css). */}
      <div className="render-children-when-near [--near-size:880px]">
        <SimilarProperties property={property} whatsapp={settings.whatsapp} display={display} />
        <TestimonialsSection />
        <section
          aria-labelledby="enquiry-heading"
          className="bg-stone-100 py-16 [--near-size:1180px] md:py-24 md:[--near-size:940px] xl:[--near-size:660px]"
        >
          <Container className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
            <div>
              <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase">
                Arrange a viewing
              </p>
              <h2
                id="enquiry-heading"
                className="font-display text-ink mt-4 text-4xl leading-tight font-medium md:text-5xl"
              >
                Interested in {property.name}?
              </h2>
              <p className="text-ink/70 mt-5 max-w-md text-base leading-relaxed">
                Leave your details and a consultant will reply within one working day with
                availability, floor plans and viewing times. Reference{' '}
                <span className="text-ink font-semibold">{property.reference}</span>.
              </p>
            </div>
            <EnquiryForm
              defaultMessage={enquiryMessageFor(property)}
              page={`/property/${property._id}`}
            />
          </Container>
        </section>
      </div>
    </>
  )
}
