import 'server-only'
import type { SiteSettings } from '@/lib/api/types'
import { cacheTags } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { cachedRead } from './cache'
import { payloadClient } from './payload'

/** Contact card, ORN and social links; the environment's defaults fill anything left blank. */
export const getSiteSettings = cachedRead('settings', [cacheTags.settings], async (): Promise<SiteSettings> => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
  return {
    landline: s.landline || env.CONTACT_LANDLINE,
    phone: s.phone || env.CONTACT_PHONE,
    email: s.email || env.CONTACT_EMAIL,
    whatsapp: s.whatsapp || env.CONTACT_WHATSAPP,
    address: s.address || env.CONTACT_ADDRESS,
    mapUrl: s.mapUrl ?? null,
    orn: s.orn || env.RERA_ORN,
    openingHours: s.openingHours ?? null,
    social: { ...(s.social ?? {}) },
  }
})
