import { answerLocale, handle, inLocale, json, parseBody, readJson } from '@/lib/server/http'
import { createEnquiry } from '@/lib/server/leads'
import { notifyFirm } from '@/lib/server/notify'
import { behindLeadGate, decoyId, honeypotIn, spamReason } from '@/lib/server/spam'
import { enquirySchema } from '@/lib/validation/enquiry'
import { translateMessage } from '@/lib/validation/messages'

export const dynamic = 'force-dynamic'

const MESSAGE = 'Contact created successfully'

/**
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
      const { data, row } = await createEnquiry(enquiry)
      if (row.created) notifyFirm({ kind: 'enquiry', id: row.id, lead: enquiry })
      return json({ message, data }, 201)
    }),
  )
})
