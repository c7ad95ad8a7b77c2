import { handle, json, parseBody, readJson } from '@/lib/server/http'
import { createComplaint } from '@/lib/server/leads'
import { complaintSchema } from '@/lib/validation/complaint'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const complaint = parseBody(await readJson(request), complaintSchema)
  const data = await createComplaint(complaint)
  return json({ message: 'Complaint submitted successfully', data }, 201)
})
