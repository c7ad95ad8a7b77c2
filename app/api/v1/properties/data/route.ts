import { handle, publicJson } from '@/lib/server/http'
import { getCitiesAndTypes } from '@/lib/server/properties'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => publicJson({ data: await getCitiesAndTypes() }))
