import 'server-only'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import type { Paginated, TeamMember } from '@/lib/api/types'
import { cacheTags } from '@/lib/cache-tags'
import type { Team } from '@/lib/cms/payload-types'
import type { ListQuery } from '@/lib/validation/query'
import { cachedRead } from './cache'
import { emptyImage, toImageRef } from './media'
import { toPaginated } from './paginate'
import { payloadClient } from './payload'

export function toTeamMember(doc: Team): TeamMember {
  return {
    _id: doc.publicId ?? String(doc.id),
    firstName: doc.firstName,
    lastName: doc.lastName,
    designation: doc.designation,
    profile: toImageRef(doc.profile, 'card') ?? emptyImage,
    phone: doc.phone ?? null,
    email: doc.email ?? null,
  }
}

export const listTeam = cachedRead(
  'team:list',
  [cacheTags.team, cacheTags.media],
  async (query: ListQuery, locale: Locale = defaultLocale): Promise<Paginated<TeamMember>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'team',
      locale,
      sort: ['order', 'id'],
      page: query.page,
      limit: query.limit,
      depth: 1,
      overrideAccess: false,
    })
    return toPaginated(result, toTeamMember)
  },
)

/** When any team member last changed (the sitemap's date for /team and /careers). */
export const latestTeamChange = cachedRead('team:latest', [cacheTags.team], async (): Promise<string | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'team',
    select: { updatedAt: true },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0]?.updatedAt ?? null
})
