import type { Payload } from 'payload'
import { articles, developers, projects, properties, team, testimonials } from '../seed-data'
import {
  arabicAmenities,
  arabicBuildingValue,
  arabicListings,
  arabicPaymentPlans,
  arabicSiteSettings,
  arabicTeam,
  arabicTestimonials,
} from '../seed-data/ar'
import { arabicArticles } from '../seed-data/ar/articles'
import { arabicDeveloperProfiles } from '../seed-data/ar/developers'
import { arabicProjects } from '../seed-data/ar/projects'
import { htmlToLexical } from './rich-text'

const locale = 'ar'

/**
 * The Arabic edition of the demo content, written into the CMS's 'ar' locale after the English
 * documents exist. Idempotent like the rest of the seed: a document whose Arabic is already
 * there (read without falling back to English) is left as it is.
 */
export async function seedTranslations(payload: Payload) {
  await translateTeam(payload)
  await translateTestimonials(payload)
  await translateListings(payload)
  await translateArticles(payload)
  await translateDevelopers(payload)
  await translateProjects(payload)
  await translateSettings(payload)
}

/** The document in Arabic only: a field never translated reads as null, not as its English. */
async function findArabic<C extends 'team' | 'testimonials' | 'properties' | 'articles' | 'projects' | 'developers'>(
  payload: Payload,
  collection: C,
  where: Record<string, { equals: string }>,
) {
  const { docs } = await payload.find({ collection, where, locale, fallbackLocale: false, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

async function translateTeam(payload: Payload) {
  for (const member of team) {
    const arabic = arabicTeam[member.key]
    const doc = await findArabic(payload, 'team', { email: { equals: member.email } })
    if (!arabic || !doc || doc.designation) continue
    await payload.update({ collection: 'team', id: doc.id, locale, data: { designation: arabic.designation, bio: arabic.bio }, overrideAccess: true })
  }
}

async function translateTestimonials(payload: Payload) {
  for (const t of testimonials) {
    const arabic = arabicTestimonials[t.key]
    const doc = await findArabic(payload, 'testimonials', { name: { equals: t.name } })
    if (!arabic || !doc || doc.message) continue
    await payload.update({ collection: 'testimonials', id: doc.id, locale, data: arabic, overrideAccess: true })
  }
}

async function translateListings(payload: Payload) {
  for (const p of properties) {
    const arabic = arabicListings[p.key]
    const doc = await findArabic(payload, 'properties', { reference: { equals: p.reference } })
    if (!arabic || !doc || doc.name) continue
    await payload.update({
      collection: 'properties',
      id: doc.id,
      locale,
      data: {
        ...arabic,
        paymentPlan: p.paymentPlan ? (arabicPaymentPlans[p.paymentPlan] ?? null) : null,
        // Array rows keep their ids: the Arabic is the same row's other language.
        amenities: (doc.amenities ?? []).map((row, index) => ({ id: row.id, name: arabicAmenities[p.amenities[index] ?? ''] ?? p.amenities[index] })),
        buildingInfo: (doc.buildingInfo ?? []).map((row) => ({ id: row.id, label: row.label, value: arabicBuildingValue(p.buildingInfo[row.label] ?? '') })),
      },
      // The Arabic of a listing published as it was imported (the demo's expired permit among
      // them): translating it is not publishing it again.
      context: { publishedEarlier: true },
      overrideAccess: true,
    })
  }
}

async function translateArticles(payload: Payload) {
  for (const a of articles) {
    const arabic = arabicArticles[a.slug]
    const doc = await findArabic(payload, 'articles', { slug: { equals: a.slug } })
    if (!arabic || !doc || doc.title) continue
    await payload.update({
      collection: 'articles',
      id: doc.id,
      locale,
      data: { title: arabic.title, excerpt: arabic.excerpt, content: await htmlToLexical(payload.config, arabic.html) },
      overrideAccess: true,
    })
  }
}

async function translateDevelopers(payload: Payload) {
  for (const d of developers) {
    const profile = arabicDeveloperProfiles[d.key]
    const doc = await findArabic(payload, 'developers', { slug: { equals: d.key } })
    if (!profile || !doc || doc.profile) continue
    await payload.update({ collection: 'developers', id: doc.id, locale, data: { profile }, overrideAccess: true })
  }
}

async function translateProjects(payload: Payload) {
  for (const p of projects) {
    const arabic = arabicProjects[p.slug]
    const doc = await findArabic(payload, 'projects', { slug: { equals: p.slug } })
    if (!arabic || !doc || doc.location) continue
    const html = arabic.description.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')
    await payload.update({
      collection: 'projects',
      id: doc.id,
      locale,
      data: {
        location: arabic.location,
        description: await htmlToLexical(payload.config, html),
        paymentPlan: (doc.paymentPlan ?? []).map((row, index) => ({ ...row, label: arabic.paymentPlanLabels[index] ?? row.label })),
        amenities: (doc.amenities ?? []).map((row, index) => ({ id: row.id, name: arabic.amenities[index] ?? row.name })),
      },
      overrideAccess: true,
    })
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

async function translateSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: false, depth: 0, overrideAccess: true })
  if (current.untranslatedAr === '') return
  // A settings document never saved has only its defaults: store the English ones first, so
  // the first save (this one, in Arabic) does not leave English without them.
  const english = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (current.untranslatedAr == null) {
    await payload.updateGlobal({ slug: 'site-settings', data: { address: english.address, openingHours: english.openingHours }, overrideAccess: true })
  }
  await payload.updateGlobal({ slug: 'site-settings', locale, data: arabicSiteSettings, overrideAccess: true })
}
