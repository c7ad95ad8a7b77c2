import type { PropertyFilter } from '@/lib/validation/property-query'

/** react-query keys in one place, so a prefetch and its reader can never drift apart. */
export const queryKeys = {
  /** docs/requirements.md §7: the lookup is cached under 'cities-types'. */
  citiesTypes: ['cities-types'] as const,
  /** docs/requirements.md §7: the home page's featured listings. */
  featuredProperties: ['featured-properties'] as const,
  /** The listing, one cache entry per filter; pages accumulate inside it (useInfiniteQuery). */
  properties: (filter: Omit<PropertyFilter, 'page'>) => ['properties', filter] as const,
  property: (id: string) => ['property', id] as const,
  /** The saved homes, by the set of ids (sorted: the same homes are one entry whatever the order). */
  savedProperties: (ids: readonly string[]) => ['saved-properties', [...ids].sort()] as const,
  testimonials: ['testimonials'] as const,
  team: ['teams'] as const,
  news: ['news'] as const,
  article: (idOrSlug: string) => ['news', idOrSlug] as const,
}
