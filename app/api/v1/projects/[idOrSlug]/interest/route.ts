import { env } from '@/lib/env'
import {
  answerLocale,
  handle,
  HttpError,
  inLocale,
  json,
  parseBody,
  readJson,
} from '@/lib/server/http'
import { createInterest } from '@/lib/server/leads'
import { notifyFirm, sendBrochureLink } from '@/lib/server/notify'
import { brochureLink, checkUnitType, findInterestTarget } from '@/lib/server/project-interest'
import { behindLeadGate, decoyId, honeypotIn, spamReason } from '@/lib/server/spam'
import { INTEREST_MESSAGE, interestSchema } from '@/lib/validation/interest'
import { translateMessage } from '@/lib/validation/messages'

export const dynamic = 'force-dynamic'

/**
 * Register interest in a project: the same gate, validation, spam handling and retry safety
 * as the other leads. When the project has a brochure, its link goes to the visitor by e-mail
 * (`brochure: true` says one is on its way); the answer never carries a file address.
 * `?locale=ar` (the Arabic pages) answers every message in Arabic; the rules are the same.
 */
export const POST = handle<{ params: Promise<{ idOrSlug: string }> }>((request, { params }) => {
  const locale = answerLocale(request)
  const message = translateMessage(locale, INTEREST_MESSAGE)
  return inLocale(locale, () =>
    behindLeadGate(request, 'interests', async (gate) => {
      const target = await findInterestTarget((await params).idOrSlug)
      if (!target) throw new HttpError(404, 'Project not found')
      const body = await readJson(request)
      const interest = parseBody(body, interestSchema)
      checkUnitType(target, interest.unitType)
      const offersBrochure = target.brochure !== null
      if (await spamReason(gate, honeypotIn(body), interest.clientId)) {
        return json({ message, data: { _id: decoyId(), brochure: offersBrochure } }, 201)
      }
      const { data, row } = await createInterest(target.id, interest)
      const project = { name: target.name, slug: target.slug }
      let brochure = false
      if (row.created) {
        notifyFirm({ kind: 'interest', id: row.id, lead: interest, project })
        if (offersBrochure) {
          brochure = sendBrochureLink({
            to: interest.email,
            visitor: interest,
            project,
            link: brochureLink(env.SITE_URL, target, row.publicId),
            leadRowId: row.id,
            locale,
          })
        }
      } else brochure = offersBrochure
      return json({ message, data: { ...data, brochure } }, 201)
    }),
  )
})
