import type { Payload } from 'payload'
import { ensureAdmin } from './admin'
import { seedArticles, seedPartners, seedProperties, seedTeam, seedTestimonials } from './content'
import { seedDevelopers, seedProjects } from './projects'
import { seedTranslations } from './translations'

/**
 * Writes the firm's demo content. Idempotent: every record is looked up by its natural key
 * (e-mail, name, reference, slug) first, so a second run adds only what is missing.
 */
export async function seed(payload: Payload) {
  const started = Date.now()
  await ensureAdmin(payload)
  const agents = await seedTeam(payload)
  await seedPartners(payload)
  await seedTestimonials(payload)
  await seedArticles(payload)
  // Projects before listings, so a listing created now is linked to its project as it is written.
  const projectOfListing = await seedProjects(payload, await seedDevelopers(payload))
  await seedProperties(payload, agents, projectOfListing)
  // The Arabic edition of what is now there in English.
  await seedTranslations(payload)
  console.log(`Seed complete in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'properties', overrideAccess: true })
  return totalDocs === 0
}
