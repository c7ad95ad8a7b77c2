import { getTranslations } from 'next-intl/server'
import { IslandTexts } from '@/components/i18n/island-texts'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import type { Testimonial } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'
import { listTestimonials } from '@/lib/server/testimonials'
import { TestimonialsCarousel } from './testimonials-carousel.client'

async function readTestimonials(locale: Locale): Promise<Testimonial[] | null> {
  try {
    return (await listTestimonials({ page: 1, limit: 20 }, locale)).docs
  } catch {
    return null
  }
}

/** Clients' words (server half): reads the testimonials; the home and property pages share it. */
export async function TestimonialsSection({ className }: { className?: string }) {
  const locale = getLocale()
  const t = await getTranslations('Testimonials')
  const testimonials = await readTestimonials(locale)
  return (
    <section
      aria-labelledby="testimonials-title"
      className={cn('py-20 md:py-28 lg:py-32', className)}
    >
      <Container>
        <SectionTitle
          eyebrow={t('eyebrow')}
          title={<span id="testimonials-title">{t('title')}</span>}
          align="center"
          className="mb-12 md:mb-16"
        />
        {testimonials === null ? (
          <p role="alert" className="text-danger text-center">
            {t('loadError')}
          </p>
        ) : testimonials.length > 0 ? (
          <IslandTexts namespaces={['Testimonials']}>
            <TestimonialsCarousel testimonials={testimonials} />
          </IslandTexts>
        ) : null}
      </Container>
    </section>
  )
}
