import type { Payload } from 'payload'
import {
  renderCommunityBanner,
  renderPartnerWordmark,
  renderPortrait,
  renderPropertyPhoto,
} from '../images'
import { languageName, SPOKEN_LANGUAGES, type SpokenLanguage } from '@/lib/dubai/languages'
import { articles, partners, properties, team, testimonials } from '../seed-data'
import type { SeedProperty } from '../seed-data/types'
import { inBatches } from './batches'
import { storeImage } from './media'
import { cachedRender } from './render-cache'
import { htmlToLexical } from './rich-text'

const DAY = 24 * 60 * 60 * 1000

/** The seed's language names as the CMS stores them ('French' → 'fr'). */
function languageCode(name: string): SpokenLanguage {
  const code = SPOKEN_LANGUAGES.find((candidate) => languageName(candidate, 'en') === name)
  if (!code) throw new Error(`Seed team language ${name} is not one the CMS offers`)
  return code
}

/**
 * Permits as a live brokerage has them: most valid for months, two running out within the
 * fortnight the admin warns of, one already run out (so that listing is not on the site).
 * Chosen among older listings that are neither featured nor a project's unit, so the pages the
 * demo opens on stay full.
 */
function permitPlan(ordered: readonly SeedProperty[], projectOfListing: ReadonlyMap<string, number>) {
  const quiet = ordered.filter((p) => !p.isFeatured && !projectOfListing.has(p.key))
  const [expired, soon, sooner] = quiet
  const daysLeft = new Map<string, number>()
  if (expired) daysLeft.set(expired.key, -3)
  if (soon) daysLeft.set(soon.key, 11)
  if (sooner) daysLeft.set(sooner.key, 5)
  return (p: SeedProperty, index: number) => daysLeft.get(p.key) ?? 60 + ((index * 37) % 300)
}

async function exists(payload: Payload, collection: 'team' | 'partners' | 'testimonials' | 'properties' | 'articles', where: Record<string, { equals: string }>) {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  return totalDocs > 0
}

export async function seedTeam(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [order, member] of team.entries()) {
    const { docs } = await payload.find({ collection: 'team', where: { email: { equals: member.email } }, limit: 1, depth: 0, overrideAccess: true })
    if (docs[0]) {
      ids.set(member.key, docs[0].id)
      continue
    }
    const profile = await storeImage(payload, {
      data: await cachedRender(['portrait', member.key, member.gender, member.attire], () =>
        renderPortrait({ seed: member.key, gender: member.gender, attire: member.attire }),
      ),
      name: `team-${member.key}.jpg`,
      alt: `${member.firstName} ${member.lastName}, ${member.designation}`,
    })
    const doc = await payload.create({
      collection: 'team',
      data: { ...member, languages: member.languages.map(languageCode), profile, order },
      overrideAccess: true,
    })
    ids.set(member.key, doc.id)
  }
  return ids
}

export async function seedPartners(payload: Payload) {
  for (const [order, partner] of partners.entries()) {
    if (await exists(payload, 'partners', { name: { equals: partner.name } })) continue
    const logo = await storeImage(payload, {
      data: await cachedRender(['wordmark', partner.name, partner.style], () =>
        renderPartnerWordmark({ name: partner.name, style: partner.style }),
      ),
      name: `partner-${partner.key}.png`,
      alt: `${partner.name} logo`,
      mimetype: 'image/png',
    })
    await payload.create({ collection: 'partners', data: { name: partner.name, logo, order }, overrideAccess: true })
  }
}

export async function seedTestimonials(payload: Payload) {
  for (const t of testimonials) {
    if (await exists(payload, 'testimonials', { name: { equals: t.name } })) continue
    const image = await storeImage(payload, {
      data: await cachedRender(['testimonial', t.key, t.gender], () =>
        renderPortrait({ seed: `testimonial-${t.key}`, gender: t.gender, width: 400, height: 400 }),
      ),
      name: `testimonial-${t.key}.jpg`,
      alt: t.name,
    })
    await payload.create({
      collection: 'testimonials',
      data: { name: t.name, location: t.location, message: t.message, image },
      overrideAccess: true,
    })
  }
}

/** `projectOfListing`: the off-plan project each listing key belongs to (see seedProjects). */
export async function seedProperties(
  payload: Payload,
  agents: Map<string, number>,
  projectOfListing: ReadonlyMap<string, number>,
) {
  const now = Date.now()
  // Oldest first, so the newest listing is also the last row written.
  const ordered = [...properties].sort((a, b) => b.listedDaysAgo - a.listedDaysAgo)
  const permitDays = permitPlan(ordered, projectOfListing)
  for (const [index, p] of ordered.entries()) {
    if (await exists(payload, 'properties', { reference: { equals: p.reference } })) continue
    const gallery: number[] = []
    await inBatches(
      Array.from({ length: p.photoCount }, (_, index) => index),
      2,
      async (index) => {
        const data = await cachedRender(['photo', p.key, index, p.scene], () =>
          renderPropertyPhoto({ seed: p.key, index, scene: p.scene }),
        )
        gallery[index] = await storeImage(payload, {
          data,
          name: `${p.key}-${String(index + 1).padStart(2, '0')}.jpg`,
          alt: index === 0 ? p.name : `${p.name}: photo ${index + 1}`,
        })
      },
    )
    const agent = agents.get(p.agentKey)
    if (!agent) throw new Error(`Seed listing ${p.key} names unknown agent ${p.agentKey}`)
    const listed = new Date(now - p.listedDaysAgo * DAY).toISOString()
    await payload.create({
      collection: 'properties',
      data: {
        name: p.name,
        description: p.description,
        reference: p.reference,
        permitNumber: p.permitNumber,
        isFeatured: p.isFeatured,
        status: p.status,
        type: p.type,
        price: p.price,
        city: p.city,
        location: p.location,
        bedrooms: p.bedrooms,
        bathrooms: p.bathrooms,
        sqft: p.sqft,
        parking: p.parking,
        banner: gallery[0]!,
        gallery,
        amenities: p.amenities.map((name) => ({ name })),
        agent,
        completionStatus: p.completionStatus,
        handoverDate: p.handoverDate,
        developer: p.developer,
        project: projectOfListing.get(p.key) ?? null,
        // Units of a project the firm markets are sold by its developer; other off-plan units are resales.
        saleType: projectOfListing.has(p.key) ? 'primary' : 'resale',
        paymentPlan: p.paymentPlan,
        furnishing: p.furnishing,
        serviceCharge: p.serviceCharge,
        cheques: p.cheques ?? null,
        buildingInfo: Object.entries(p.buildingInfo).map(([label, value]) => ({ label, value })),
        publication: 'published',
        permitExpiresAt: new Date(now + permitDays(p, index) * DAY).toISOString(),
        permitCheckedAt: new Date(now - Math.min(p.listedDaysAgo, 20 + (index % 9)) * DAY).toISOString(),
        createdAt: listed,
      },
      overrideAccess: true,
      // The demo's listings were published while their permits were valid: one has run out since.
      context: { publishedEarlier: true },
    })
  }
}

export async function seedArticles(payload: Payload) {
  const now = Date.now()
  for (const a of articles) {
    if (await exists(payload, 'articles', { slug: { equals: a.slug } })) continue
    const banner = await storeImage(payload, {
      data: await cachedRender(['banner', a.slug, a.scene], () => renderCommunityBanner({ seed: a.slug, scene: a.scene })),
      name: `article-${a.slug}.jpg`,
      alt: a.title,
    })
    await payload.create({
      collection: 'articles',
      data: {
        title: a.title,
        slug: a.slug,
        kind: a.kind,
        community: a.community,
        excerpt: a.excerpt,
        banner,
        content: await htmlToLexical(payload.config, a.html),
        publishedAt: new Date(now - a.publishedDaysAgo * DAY).toISOString(),
      },
      overrideAccess: true,
    })
  }
}
