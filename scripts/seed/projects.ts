import type { Payload } from 'payload'
import { escapeHtml } from '@/lib/escape'
import { formatNumber, formatPrice } from '@/lib/format'
import { unitTypeLabel } from '@/lib/project-units'
import { renderPropertyPhoto } from '../images'
import { developers, projects, properties, team, type SeedProject } from '../seed-data'
import { inBatches } from './batches'
import { brochurePdf } from './brochure-pdf'
import { storeImage } from './media'
import { cachedRender } from './render-cache'
import { htmlToLexical } from './rich-text'

const quarters = { 1: 'Q1', 2: 'Q2', 3: 'Q3', 4: 'Q4' } as const

/** Developers by seed key (which is also their slug). Existing ones are looked up, not rewritten. */
export async function seedDevelopers(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const d of developers) {
    const { docs } = await payload.find({
      collection: 'developers',
      where: { slug: { equals: d.key } },
      select: { slug: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const id =
      docs[0]?.id ??
      (
        await payload.create({
          collection: 'developers',
          data: { name: d.name, slug: d.key, profile: d.profile },
          overrideAccess: true,
        })
      ).id
    ids.set(d.key, id)
  }
  return ids
}

/** Index 0 is the exterior hero, as on listings; the seed is the project's own, so no listing's photos repeat. */
async function renderGallery(payload: Payload, p: SeedProject): Promise<number[]> {
  const gallery: number[] = []
  await inBatches(
    Array.from({ length: p.photoCount }, (_, index) => index),
    2,
    async (index) => {
      const data = await cachedRender(['project-photo', p.key, index, p.scene], () =>
        renderPropertyPhoto({ seed: `project-${p.key}`, index, scene: p.scene }),
      )
      gallery[index] = await storeImage(payload, {
        data,
        name: `project-${p.key}-${String(index + 1).padStart(2, '0')}.jpg`,
        alt: index === 0 ? p.name : `${p.name}: photo ${index + 1}`,
      })
    },
  )
  return gallery
}

async function createProject(payload: Payload, p: SeedProject, developer: number): Promise<number> {
  const html = p.description
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('')
  const doc = await payload.create({
    collection: 'projects',
    data: {
      _status: 'published',
      name: p.name,
      slug: p.slug,
      developer,
      community: p.community,
      location: p.location,
      projectStatus: p.status,
      launchDate: new Date(`${p.launchDate}T00:00:00.000Z`).toISOString(),
      constructionProgress: p.progressPercent,
      handoverQuarter: quarters[p.handover.quarter],
      handoverYear: p.handover.year,
      dldProjectNumber: p.dldProjectNumber,
      escrowBank: p.escrowBank,
      isVerified: p.verified,
      dldWaiverPercent: p.dldWaiverPercent ?? 0,
      description: await htmlToLexical(payload.config, html),
      paymentPlan: p.paymentPlan.map((m) => ({
        label: m.label,
        percent: m.percent,
        stage: m.stage,
        instalments: m.instalments,
        dueMonthsAfterBooking: m.dueMonthsAfterBooking ?? null,
      })),
      unitTypes: p.unitTypes.map((u) => ({ ...u })),
      gallery: await renderGallery(payload, p),
      amenities: p.amenities.map((name) => ({ name })),
    },
    overrideAccess: true,
  })
  return doc.id
}

/**
 * Listings seeded before projects existed are linked when their project is created; listings
 * already linked (or re-linked by staff) are left alone.
 */
async function linkExistingListings(payload: Payload, p: SeedProject, project: number) {
  const references = properties
    .filter((listing) => p.listingKeys.includes(listing.key))
    .map((l) => l.reference)
  if (references.length === 0) return
  await payload.update({
    collection: 'properties',
    where: { and: [{ reference: { in: references } }, { project: { exists: false } }] },
    data: { project },
    depth: 0,
    overrideAccess: true,
    // Linking a demo listing to its project is no new publication (see content.ts).
    context: { publishedEarlier: true },
  })
}

/**
 * Developers hand out brochures for what they are still selling: projects not yet handed over
 * get one (also on a database seeded before brochures existed); a project that has one keeps it.
 */
async function attachBrochure(payload: Payload, p: SeedProject, project: number) {
  if (p.status === 'ready') return
  const doc = await payload.findByID({
    collection: 'projects',
    id: project,
    select: { brochure: true },
    depth: 0,
    overrideAccess: true,
  })
  if (doc.brochure) return
  const developer = developers.find((d) => d.key === p.developerKey)?.name ?? ''
  const data = brochurePdf({
    name: p.name,
    developer,
    community: p.community,
    handover: `Q${p.handover.quarter} ${p.handover.year}`,
    paymentPlan: p.paymentPlan.map((m) => ({ label: m.label, percent: m.percent })),
    unitTypes: p.unitTypes.map((u) => ({
      name: unitTypeLabel(u),
      size: `${formatNumber(u.sizeFromSqft)} - ${formatNumber(u.sizeToSqft)} sq ft`,
      priceFrom: formatPrice(u.priceFromAed),
    })),
    amenities: p.amenities,
  })
  const brochure = await payload.create({
    collection: 'brochures',
    data: { title: `${p.name} brochure` },
    file: { data, mimetype: 'application/pdf', name: `${p.slug}-brochure.pdf`, size: data.length },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'projects',
    id: project,
    data: { brochure: brochure.id },
    depth: 0,
    overrideAccess: true,
  })
}

/** Register-interest leads from every demo project go to the firm's off-plan desk. */
const PROJECT_AGENT_KEY = 'rami-haddad'

/** The team member (by their seed key) who answers the projects' leads; null before the team is seeded. */
async function projectAgent(payload: Payload): Promise<number | null> {
  const member = team.find((m) => m.key === PROJECT_AGENT_KEY)
  if (!member) throw new Error(`Seed project agent ${PROJECT_AGENT_KEY} is not in the seed team`)
  const { docs } = await payload.find({
    collection: 'team',
    where: { email: { equals: member.email } },
    select: { email: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

/** A project without a broker gets the off-plan desk's; one staff assigned is left alone. */
async function assignAgent(payload: Payload, project: number, agent: number | null) {
  if (agent === null) return
  await payload.update({
    collection: 'projects',
    where: { and: [{ id: { equals: project } }, { agent: { exists: false } }] },
    data: { agent },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * Published projects, looked up by slug so a second run adds nothing. Answers the project id of
 * each listing key the projects name, so listings created after this can be linked as they are.
 */
export async function seedProjects(
  payload: Payload,
  developerIds: Map<string, number>,
): Promise<Map<string, number>> {
  const projectOfListing = new Map<string, number>()
  const agent = await projectAgent(payload)
  for (const p of projects) {
    const developer = developerIds.get(p.developerKey)
    if (developer === undefined)
      throw new Error(`Seed project ${p.key} names unknown developer ${p.developerKey}`)
    const { docs } = await payload.find({
      collection: 'projects',
      where: { slug: { equals: p.slug } },
      select: { slug: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let id = docs[0]?.id
    if (id === undefined) {
      id = await createProject(payload, p, developer)
      await linkExistingListings(payload, p, id)
    }
    await attachBrochure(payload, p, id)
    await assignAgent(payload, id, agent)
    for (const key of p.listingKeys) projectOfListing.set(key, id)
  }
  return projectOfListing
}
