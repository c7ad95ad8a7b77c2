import {
  answerLocale,
  handle,
  inLocale,
  json,
  parseBody,
  readJson,
  validationTextIn,
} from '@/lib/server/http'
import { createComplaint, decoyComplaintReference } from '@/lib/server/leads'
import { notifyFirm } from '@/lib/server/notify'
import { behindLeadGate, decoyId, honeypotIn, spamReason } from '@/lib/server/spam'
import { complaintSchemaFor } from '@/lib/validation/complaint'

export const dynamic = 'force-dynamic'

const MESSAGE = 'success.complaintSubmitted'

/**
 * Origin and rate limit before the body is read; spam is answered like a success, unstored.
 * `?locale=ar|ru|zh` (the pages of those editions) answers every message in that language and
 * checks the phone by that edition's rule (lib/validation/phone-rule.ts), as its form does.
 */
export const POST = handle(async (request) => {
  const locale = answerLocale(request)
  const message = (await validationTextIn(locale))(MESSAGE)
  return inLocale(locale, () =>
    behindLeadGate(request, 'complaints', async (gate) => {
      const body = await readJson(request)
      const complaint = parseBody(body, complaintSchemaFor(locale), locale)
      if (await spamReason(gate, honeypotIn(body), complaint.clientId)) {
        return json({ message, data: { _id: decoyId(), reference: await decoyComplaintReference() } }, 201)
      }
      const { data, row } = await createComplaint(complaint)
      if (row.created)
        notifyFirm({ kind: 'complaint', id: row.id, reference: data.reference, lead: complaint })
      return json({ message, data }, 201)
    }),
  )
})
