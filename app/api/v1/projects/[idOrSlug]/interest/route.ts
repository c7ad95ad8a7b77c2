import { env } from '@/lib/env'
import {
  answerLocale,
  handle,
  HttpError,
  inLocale,
  json,
  parseBody,
  readJson,
  validationTextIn,
} from '@/lib/server/http'
import { createInterest } from '@/lib/server/leads'
import { notifyFirm, sendBrochureLink } from '@/lib/server/notify'
import { brochureLink, checkUnitType, findInterestTarget } from '@/lib/server/project-interest'
import { behindLeadGate, decoyId, honeypotIn, spamReason } from '@/lib/server/spam'
import { INTEREST_MESSAGE, interestSchemaFor } from '@/lib/validation/interest'

export const dynamic = 'force-dynamic'

/**
 * Register interest in a project: the same gate, validation, spam handling and retry safety
 * as the other leads. When the project has a brochure (`brochure: true`), the answer carries
 * the visitor's own signed, expiring link to it (`brochureUrl`), and the same link is mailed to
 * them through the outbox: nothing depends on a mailbox. A dropped spam post gets the same
 * answer, with a link that behaves the same (see brochureLink).
 * `?locale=ar|ru|zh` (the pages of those editions) answers every message in that language.
 */
export const POST = handle<{ params: Promise<{ idOrSlug: string }> }>(async (request, { params }) => {
  const locale = answerLocale(request)
  const message = (await validationTextIn(locale))(INTEREST_MESSAGE)
  return inLocale(locale, () =>
    behindLeadGate(request, 'interests', async (gate) => {
      const target = await findInterestTarget((await params).idOrSlug)
      if (!target) throw new HttpError(404, 'refusals.projectNotFound')
      const body = await readJson(request)
      const interest = parseBody(body, interestSchemaFor(locale), locale)
      checkUnitType(target, interest.unitType)
      const brochure = target.brochure !== null
      const linkFor = (id: string, unstored = false) =>
        brochure ? brochureLink(env.SITE_URL, target, id, { locale, unstored }) : undefined
      if (await spamReason(gate, honeypotIn(body), interest.clientId)) {
        const _id = decoyId()
        return json({ message, data: { _id, brochure, brochureUrl: linkFor(_id, true) } }, 201)
      }
      const { data, row } = await createInterest(target, interest)
      const brochureUrl = linkFor(data._id)
      if (row.created) {
        const project = { name: target.name, slug: target.slug }
        notifyFirm({ kind: 'interest', id: row.id, lead: interest, project, agent: target.agent })
        if (brochureUrl) {
          sendBrochureLink({
            to: interest.email,
            visitor: interest,
            project,
            link: brochureUrl,
            leadRowId: row.id,
            locale,
          })
        }
      }
      return json({ message, data: { ...data, brochure, brochureUrl } }, 201)
    }),
  )
})
