import { useTranslations } from 'next-intl'
import { PropertyGallery } from '@/components/gallery/property-gallery.client'
import { IslandTexts } from '@/components/i18n/island-texts'
import { Amenities } from '@/components/property/amenities.client'
import { Container } from '@/components/ui/container'
import type { Project } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { fallbackLang, galleryIn } from '@/lib/i18n/editions'
import { getLocale } from '@/lib/i18n/request-locale'
import { PaymentPlanSection } from './payment-plan-section'
import { ProjectAbout } from './project-about'
import { ProjectAside } from './project-aside'
import { ProjectFacts } from './project-facts'
import { UnitTypes } from './unit-types'

/** Gallery, facts, story, payment plan, unit types and amenities: the body of a project page. */
export function ProjectBody({
  project,
  display,
  bookingDate,
}: {
  project: Project
  display: DisplayPrefs
  /** ISO: the server's today, the calculator's booking day. */
  bookingDate: string
}) {
  const t = useTranslations('Projects')
  const locale = getLocale()
  // A project not yet in this edition shows its English, marked as English.
  const lang = fallbackLang(project.editions, locale)
  // Only the first photo is blurred up (first-view-image.ts), as on a listing: the others'
  // placeholders would only add to the data every visitor downloads with the page.
  const gallery = galleryIn(
    (project.gallery.length > 0 ? project.gallery : [project.banner])
      .filter((photo) => photo.s3Url)
      .map((photo, index) => (index === 0 ? photo : { ...photo, blurDataURL: undefined })),
    project.editions,
    locale,
  )
  return (
    <>
      <Container>
        <IslandTexts namespaces={['Gallery']}>
          <PropertyGallery photos={gallery.photos} name={project.name} altLang={gallery.altLang} />
        </IslandTexts>
      </Container>
      <Container className="grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-16">
        {/* Below the gallery: each block is laid out as it comes near (globals.css). */}
        <div className="render-children-when-near min-w-0 space-y-12 [--near-size:22rem]">
          <ProjectFacts project={project} />
          <ProjectAbout project={project} />
          <PaymentPlanSection project={project} display={display} bookingDate={bookingDate} />
          <UnitTypes units={project.unitTypes} display={display} projectName={project.name} />
          {project.amenities.length > 0 && (
            <section
              aria-labelledby="amenities-heading"
              className="border-t border-stone-200 pt-10 [--near-size:26rem]"
            >
              <h2
                id="amenities-heading"
                className="font-display text-ink mb-6 text-3xl font-medium md:text-[2.1rem]"
              >
                {t('amenities')}
              </h2>
              <IslandTexts namespaces={['PropertyCard']}>
                <Amenities amenities={project.amenities} lang={lang} />
              </IslandTexts>
            </section>
          )}
        </div>
        <ProjectAside project={project} display={display} />
      </Container>
    </>
  )
}
