import { handle, json, parseBody, readJson } from '@/lib/server/http'
import { createComplaint } from '@/lib/server/leads'
import { notifyFirm } from '@/lib/server/notify'
import { behindLeadGate, decoyId, decoyReference, honeypotIn, spamReason } from '@/lib/server/spam'
import { complaintSchema } from '@/lib/validation/complaint'

export const dynamic = 'force-dynamic'

const MESSAGE = 'Complaint submitted successfully'

/** Origin and rate limit before the body is read; spam is answered like a success, unstored. */
export const POST = handle((request) =>
  behindLeadGate(request, 'complaints', async (gate) => {
    const body = await readJson(request)
    const complaint = parseBody(body, complaintSchema)
    if (spamReason(gate, honeypotIn(body), complaint.clientId)) {
      return json({ message: MESSAGE, data: { _id: decoyId(), reference: decoyReference() } }, 201)
    }
    const { data, row } = await createComplaint(complaint)
    if (row.created)
      notifyFirm({ kind: 'complaint', id: row.id, reference: data.reference, lead: complaint })
    return json({ message: MESSAGE, data }, 201)
  }),
)
