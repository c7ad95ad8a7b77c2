import { handle, HttpError } from '@/lib/server/http'
import {
  findInterestTarget,
  leadExists,
  readBrochure,
  verifyBrochureLink,
} from '@/lib/server/project-interest'

export const dynamic = 'force-dynamic'

const LINK_INVALID =
  'This brochure link is not valid. Register your interest on the project page to receive a new one.'
const LINK_EXPIRED =
  'This brochure link has expired. Register your interest on the project page to receive a new one.'

/**
 * The brochure, for a visitor holding the signed link they were e-mailed after registering
 * interest. There is no public file address: without a valid, unexpired link for a lead still
 * on file, nothing is sent.
 */
export const GET = handle<{ params: Promise<{ idOrSlug: string }> }>(
  async (request, { params }) => {
    const target = await findInterestTarget((await params).idOrSlug)
    if (!target) throw new HttpError(404, 'Project not found')
    const query = new URL(request.url).searchParams
    const verdict = verifyBrochureLink(target.publicId, {
      lead: query.get('lead'),
      expires: query.get('expires'),
      sig: query.get('sig'),
    })
    if (verdict === 'expired') throw new HttpError(410, LINK_EXPIRED)
    const lead = query.get('lead')
    if (verdict !== 'ok' || !lead || !(await leadExists(lead, target.id)))
      throw new HttpError(403, LINK_INVALID)
    const bytes = target.brochure && (await readBrochure(target.brochure.filename))
    if (!bytes) throw new HttpError(404, 'This project has no brochure at the moment.')
    const filename = `${target.slug}-brochure.pdf`
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Content-Length': String(bytes.length),
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
)
