import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one door to Payload's Local API for the public site (in-process, no HTTP). The site's
 * server also runs the jobs queue (`cron`: lib/cms/jobs.ts); the CMS's scripts do not.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
