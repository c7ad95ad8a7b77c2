/** The one typed filter every property read takes (API, listing page, home). */
export interface PropertyFilter {
  page: number
  limit: number
  status?: 'sell' | 'rent'
  city?: string
  type?: string
  bedrooms?: number
  minPrice?: number
  maxPrice?: number
  isFeatured?: boolean
}

export const PROPERTY_PAGE_SIZE = 9
