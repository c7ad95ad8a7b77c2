import { answerLocale, handle, inLocale, json, parseBody, readJson } from '@/lib/server/http'
import { createEnquiry } from '@/lib/server/leads'
import { notifyFirm } from '@/lib/server/notify'
import { behindLeadGate, decoyId, honeypotIn, spamReason } from '@/lib/server/spam'
import { enquirySchema } from '@/lib/validation/enquiry'
import { translateMessage } from '@/lib/validation/messages'

export const dynamic = 'force-dynamic'

const MESSAGE = 'Contact created successfully'

/**
 * An enquiry sent from a listing's page names it (`property`, its public id): the lead is then
 * assigned to that listing's broker, who is e-mailed with the firm. An id that names no listing
 * on the market assigns no one; a malformed one is a 400 like any other bad field.
 * Origin and rate limit before the body is read; spam is answered like a success, unstored.
 * `?locale=ar` (the Arabic pages) answers every message in Arabic; the rules are the same.
 */
export const POST = handle((request) => {
  const locale = answerLocale(request)
  const message = translateMessage(locale, MESSAGE)
  return inLocale(locale, () =>
    behindLeadGate(request, 'contacts', async (gate) => {
      const body = await readJson(request)
      const enquiry = parseBody(body, enquirySchema)
      if (await spamReason(gate, honeypotIn(body), enquiry.clientId)) {
        return json({ message, data: { _id: decoyId() } }, 201)
      }
      const { data, row, listing } = await createEnquiry(enquiry)
      if (row.created) {
        notifyFirm({ kind: 'enquiry', id: row.id, lead: enquiry, listing, agent: listing?.agent })
      }
      return json({ message, data }, 201)
    }),
  )
})
