import {
  answerLocale,
  handle,
  HttpError,
  inLocale,
  json,
  parseBody,
  readMultipart,
  validationTextIn,
} from '@/lib/server/http'
import { createApplication } from '@/lib/server/leads'
import { notifyFirm } from '@/lib/server/notify'
import { behindLeadGate, decoyId, honeypotIn, spamReason } from '@/lib/server/spam'
import {
  applicationFieldsSchemaFor,
  RESUME_MAX_BYTES,
  RESUME_ONE_FILE_MESSAGE,
  RESUME_REQUIRED_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  sniffResume,
} from '@/lib/validation/application'

export const dynamic = 'force-dynamic'

const MESSAGE = 'success.applicationSent'

function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, value] of form) {
    if (typeof value === 'string' && !(key in fields)) fields[key] = value
  }
  return fields
}

/**
 * Origin and rate limit before the body is read (multipart capped at 6 MB); the resume is
 * judged by its bytes, never its name or declared type; spam is answered like a success.
 * `?locale=ar|ru|zh` (the pages of those editions) answers every message in that language and
 * checks the phone by that edition's rule (lib/validation/phone-rule.ts), as its form does.
 */
export const POST = handle(async (request) => {
  const locale = answerLocale(request)
  const message = (await validationTextIn(locale))(MESSAGE)
  return inLocale(locale, () =>
    behindLeadGate(request, 'careers', async (gate) => {
      const form = await readMultipart(request)
      const fields = parseBody(textFields(form), applicationFieldsSchemaFor(locale), locale)
      const files = form.getAll('resume').filter((v): v is File => typeof v !== 'string')
      if (files.length === 0 || files[0]!.size === 0) {
        throw new HttpError(400, RESUME_REQUIRED_MESSAGE, { resume: RESUME_REQUIRED_MESSAGE })
      }
      if (files.length > 1)
        throw new HttpError(400, RESUME_ONE_FILE_MESSAGE, { resume: RESUME_ONE_FILE_MESSAGE })
      const file = files[0]!
      if (file.size > RESUME_MAX_BYTES)
        throw new HttpError(400, RESUME_SIZE_MESSAGE, { resume: RESUME_SIZE_MESSAGE })
      const bytes = Buffer.from(await file.arrayBuffer())
      const kind = sniffResume(bytes)
      if (!kind) throw new HttpError(400, RESUME_TYPE_MESSAGE, { resume: RESUME_TYPE_MESSAGE })
      if (await spamReason(gate, honeypotIn(form), fields.clientId)) {
        return json({ message, data: { _id: decoyId() } }, 201)
      }
      const { data, row, resumeFile } = await createApplication(fields, { bytes, kind })
      if (row.created) notifyFirm({ kind: 'application', id: row.id, lead: fields, resumeFile })
      return json({ message, data }, 201)
    }),
  )
})
