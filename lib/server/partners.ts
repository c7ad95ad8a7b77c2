import 'server-only'
import type { Partner } from '@/lib/api/types'
import { cacheTags } from '@/lib/cache-tags'
import { cachedRead } from './cache'
import { emptyImage, toImageRef } from './media'
import { payloadClient } from './payload'

export const listPartners = cachedRead(
  'partners:list',
  [cacheTags.partners, cacheTags.media],
  async (): Promise<Partner[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'partners',
      sort: ['order', 'id'],
      pagination: false,
      limit: 50,
      depth: 1,
      overrideAccess: false,
    })
    return docs.map((d) => ({ id: String(d.id), name: d.name, image: toImageRef(d.logo) ?? emptyImage }))
  },
)
