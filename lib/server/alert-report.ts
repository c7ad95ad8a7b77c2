import type { Payload } from 'payload'
import type { Alert } from '@/lib/cms/payload-types'

export interface AlertSearchRow {
  searchKey: string
  summary: string
  kind: Alert['kind']
  confirmed: number
  waiting: number
  daily: number
}

/**
 * What buyers are waiting for: every distinct search (or watched listing) with how many visitors
 * have it confirmed, how many have not clicked their link yet, and how many take the daily
 * digest. No address appears here: staff see demand, admins see who (Alert subscribers).
 */
export async function alertSearchReport(payload: Payload): Promise<AlertSearchRow[]> {
  const { docs } = await payload.find({
    collection: 'alerts',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { searchKey: true, summary: true, kind: true, confirmedAt: true, frequency: true },
  })
  const rows = new Map<string, AlertSearchRow>()
  for (const alert of docs) {
    const row = rows.get(alert.searchKey) ?? { searchKey: alert.searchKey, summary: alert.summary, kind: alert.kind, confirmed: 0, waiting: 0, daily: 0 }
    if (alert.confirmedAt) row.confirmed += 1
    else row.waiting += 1
    if (alert.frequency === 'daily') row.daily += 1
    rows.set(alert.searchKey, row)
  }
  return [...rows.values()].sort((a, b) => b.confirmed - a.confirmed || b.waiting - a.waiting || a.summary.localeCompare(b.summary))
}
