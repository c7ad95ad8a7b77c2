import 'server-only'
import type { SiteSettings } from '@/lib/api/types'
import { env } from '@/lib/env'
import { getLocale } from '@/lib/i18n/request-locale'
import { getSiteSettings } from '@/lib/server/settings'

/**
 * The firm's contacts in the page's edition (the address is translated; the numbers are the
 * same). The shell shows them on every page, and an error in the root layout would take the
 * whole site down: if the settings cannot be read, the environment's defaults stand in.
 */
export async function readSiteSettings(): Promise<SiteSettings> {
  try {
    return await getSiteSettings(getLocale())
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
