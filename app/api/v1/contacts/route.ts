import { handle, json, parseBody, readJson } from '@/lib/server/http'
import { createEnquiry } from '@/lib/server/leads'
import { notifyFirm } from '@/lib/server/notify'
import { behindLeadGate, decoyId, honeypotIn, spamReason } from '@/lib/server/spam'
import { enquirySchema } from '@/lib/validation/enquiry'

export const dynamic = 'force-dynamic'

const MESSAGE = 'Contact created successfully'

/** Origin and rate limit before the body is read; spam is answered like a success, unstored. */
export const POST = handle((request) =>
  behindLeadGate(request, 'contacts', async (gate) => {
    const body = await readJson(request)
    const enquiry = parseBody(body, enquirySchema)
    if (spamReason(gate, honeypotIn(body), enquiry.clientId)) {
      return json({ message: MESSAGE, data: { _id: decoyId() } }, 201)
    }
    const { data, row } = await createEnquiry(enquiry)
    if (row.created) notifyFirm({ kind: 'enquiry', id: row.id, lead: enquiry })
    return json({ message: MESSAGE, data }, 201)
  }),
)
