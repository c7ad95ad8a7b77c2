import { answerLocale, handle, inLocale, json, parseBody, readJson } from '@/lib/server/http'
import { createComplaint, decoyComplaintReference } from '@/lib/server/leads'
import { notifyFirm } from '@/lib/server/notify'
import { behindLeadGate, decoyId, honeypotIn, spamReason } from '@/lib/server/spam'
import { complaintSchema } from '@/lib/validation/complaint'
import { translateMessage } from '@/lib/validation/messages'

export const dynamic = 'force-dynamic'

const MESSAGE = 'Complaint submitted successfully'

/**
 * Origin and rate limit before the body is read; spam is answered like a success, unstored.
 * `?locale=ar` (the Arabic pages) answers every message in Arabic; the rules are the same.
 */
export const POST = handle((request) => {
  const locale = answerLocale(request)
  const message = translateMessage(locale, MESSAGE)
  return inLocale(locale, () =>
    behindLeadGate(request, 'complaints', async (gate) => {
      const body = await readJson(request)
      const complaint = parseBody(body, complaintSchema)
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
