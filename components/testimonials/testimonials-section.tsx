import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import type { Testimonial } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { listTestimonials } from '@/lib/server/testimonials'
import { TestimonialsCarousel } from './testimonials-carousel.client'

async function readTestimonials(): Promise<Testimonial[] | null> {
  try {
    return (await listTestimonials({ page: 1, limit: 20 })).docs
  } catch {
    return null
  }
}

/** Clients' words (server half): reads the testimonials; the home and property pages share it. */
export async function TestimonialsSection({ className }: { className?: string }) {
  const testimonials = await readTestimonials()
  return (
    <section aria-labelledby="testimonials-title" className={cn('py-20 md:py-28 lg:py-32', className)}>
      <Container>
        <SectionTitle
          eyebrow="Testimonials"
          title={<span id="testimonials-title">What our clients say</span>}
          align="center"
          className="mb-12 md:mb-16"
        />
        {testimonials === null ? (
          <p role="alert" className="text-center text-danger">
            Testimonials are not able to load. Something went wrong.
          </p>
        ) : testimonials.length > 0 ? (
          <TestimonialsCarousel testimonials={testimonials} />
        ) : null}
      </Container>
    </section>
  )
}
