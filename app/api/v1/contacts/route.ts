import {
  answerLocale,
  handle,
  inLocale,
  json,
  parseBody,
  readJson,
  validationTextIn,
} from '@/lib/server/http'
import { createEnquiry } from '@/lib/server/leads'
import { notifyFirm } from '@/lib/server/notify'
import { behindLeadGate, decoyId, honeypotIn, spamReason } from '@/lib/server/spam'
import { enquirySchemaFor } from '@/lib/validation/enquiry'

export const dynamic = 'force-dynamic'

const MESSAGE = 'success.contactCreated'

/**
 * An enquiry sent from a listing's page names it (`property`, its public id): the lead is then
 * assigned to that listing's broker, who is e-mailed with the firm. An id that names no listing
 * on the market assigns no one; a malformed one is a 400 like any other bad field.
 * Origin and rate limit before the body is read; spam is answered like a success, unstored.
 * `?locale=ar|ru|zh` (the pages of those editions) answers every message in that language and
 * checks the phone by that edition's rule (lib/validation/phone-rule.ts), as its form does.
 */
export const POST = handle(async (request) => {
  const locale = answerLocale(request)
  const message = (await validationTextIn(locale))(MESSAGE)
  return inLocale(locale, () =>
    behindLeadGate(request, 'contacts', async (gate) => {
      const body = await readJson(request)
      const enquiry = parseBody(body, enquirySchemaFor(locale), locale)
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
