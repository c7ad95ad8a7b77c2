import 'server-only'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import type { Paginated, Testimonial } from '@/lib/api/types'
import { cacheTags } from '@/lib/cache-tags'
import type { Testimonial as TestimonialDoc } from '@/lib/cms/payload-types'
import type { ListQuery } from '@/lib/validation/query'
import { cachedRead } from './cache'
import { toImageRef } from './media'
import { toPaginated } from './paginate'
import { payloadClient } from './payload'

export function toTestimonial(doc: TestimonialDoc): Testimonial {
  return {
    _id: doc.publicId ?? String(doc.id),
    name: doc.name,
    location: doc.location,
    message: doc.message,
    image: toImageRef(doc.image, 'card'),
  }
}

export const listTestimonials = cachedRead(
  'testimonials:list',
  [cacheTags.testimonials, cacheTags.media],
  async (query: ListQuery, locale: Locale = defaultLocale): Promise<Paginated<Testimonial>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'testimonials',
      locale,
      sort: ['-createdAt', '-id'],
      page: query.page,
      limit: query.limit,
      depth: 1,
      overrideAccess: false,
    })
    return toPaginated(result, toTestimonial)
  },
)
