import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one door to Payload's Local API for the public site (in-process, no HTTP). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
