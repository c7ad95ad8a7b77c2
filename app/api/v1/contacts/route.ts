import { handle, json, parseBody, readJson } from '@/lib/server/http'
import { createEnquiry } from '@/lib/server/leads'
import { enquirySchema } from '@/lib/validation/enquiry'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const enquiry = parseBody(await readJson(request), enquirySchema)
  const data = await createEnquiry(enquiry)
  return json({ message: 'Contact created successfully', data }, 201)
})
