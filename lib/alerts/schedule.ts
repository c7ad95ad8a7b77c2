/**
 * When an alert may be sent. However many matching homes staff publish, a search sends at most
 * one e-mail an hour: the first match goes at once, the rest wait for the hour to pass and go
 * together. A daily alert sends its digest once a day, at the digest hour.
 */
export const MIN_GAP_MS = 60 * 60_000

/** How long a subscription waits for its confirmation before it is deleted. */
export const CONFIRM_WITHIN_MS = 7 * 24 * 60 * 60_000

export type Frequency = 'instant' | 'daily'

/** The earliest moment the next e-mail of an alert last sent at `lastSentAt` may leave. */
export function nextSendAt(lastSentAt: Date | null, now: Date): Date {
  if (!lastSentAt) return now
  const earliest = new Date(lastSentAt.getTime() + MIN_GAP_MS)
  return earliest > now ? earliest : now
}

/** Whether an unconfirmed subscription made at `createdAt` has run out of time. */
export function confirmationExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= CONFIRM_WITHIN_MS
}
