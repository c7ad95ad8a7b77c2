import 'server-only'
import type { SiteSettings } from '@/lib/api/types'
import { env } from '@/lib/env'
import { getSiteSettings } from '@/lib/server/settings'

/**
 * The shell shows the firm's contacts on every page, and an error in the root layout would take
 * the whole site down: if the settings cannot be read, the environment's defaults stand in.
 */
export async function readSiteSettings(): Promise<SiteSettings> {
  try {
    return await getSiteSettings()
  } catch {
    return {
      landline: env.CONTACT_LANDLINE,
      phone: env.CONTACT_PHONE,
      email: env.CONTACT_EMAIL,
      whatsapp: env.CONTACT_WHATSAPP,
      address: env.CONTACT_ADDRESS,
      mapUrl: null,
      orn: env.RERA_ORN,
      openingHours: null,
      social: {},
    }
  }
}
