import 'server-only'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import type { Where } from 'payload'
import { cache } from 'react'
import type {
  Developer,
  Paginated,
  PaymentMilestone,
  Project,
  ProjectDetail,
  ProjectUnitType,
} from '@/lib/api/types'
import { planShort } from '@/lib/buyer-tools/payment-plan'
import { cacheTags } from '@/lib/cache-tags'
import type { Developer as DeveloperDoc, Project as ProjectDoc } from '@/lib/cms/payload-types'
import { sanitizeArticleHtml } from '@/lib/sanitize'
import type { ProjectFilter } from '@/lib/validation/project-query'
import { cachedRead } from './cache'
import { emptyImage, toImageRef } from './media'
import { toPaginated } from './paginate'
import { payloadClient } from './payload'
import { projectLink, toProperty } from './properties'
import { editionsOf, translationStatusSelect } from '@/lib/i18n/editions'

/** The most off-plan listings one project page shows. */
const MAX_PROJECT_LISTINGS = 24

const quarters = { Q1: 1, Q2: 2, Q3: 3, Q4: 4 } as const

function toDeveloper(doc: number | DeveloperDoc | null | undefined): Developer | null {
  if (!doc || typeof doc === 'number') return null
  return {
    _id: doc.publicId ?? String(doc.id),
    name: doc.name,
    slug: doc.slug,
    logo: toImageRef(doc.logo, 'card'),
    profile: doc.profile ?? null,
  }
}

function toMilestone(row: ProjectDoc['paymentPlan'][number]): PaymentMilestone {
  return {
    label: row.label,
    percent: row.percent,
    stage: row.stage,
    instalments: row.instalments,
    dueMonthsAfterBooking: row.dueMonthsAfterBooking ?? null,
  }
}

function toUnitType(row: NonNullable<ProjectDoc['unitTypes']>[number]): ProjectUnitType {
  return {
    type: row.type,
    bedrooms: row.bedrooms,
    sizeFromSqft: row.sizeFromSqft,
    sizeToSqft: row.sizeToSqft,
    priceFromAed: row.priceFromAed,
    availability: row.availability,
  }
}

export function toProject(doc: ProjectDoc): Project {
  const gallery = (doc.gallery ?? []).flatMap((media) => toImageRef(media, 'gallery') ?? [])
  const paymentPlan = (doc.paymentPlan ?? []).map(toMilestone)
  const unitTypes = (doc.unitTypes ?? []).map(toUnitType)
  const prices = unitTypes.map((unit) => unit.priceFromAed)
  return {
    _id: doc.publicId ?? String(doc.id),
    editions: editionsOf(doc),
    slug: doc.slug,
    name: doc.name,
    developer: toDeveloper(doc.developer),
    community: doc.community,
    status: doc.projectStatus,
    launchDate: doc.launchDate,
    handover: { quarter: quarters[doc.handoverQuarter], year: doc.handoverYear },
    constructionProgress: doc.constructionProgress,
    dldProjectNumber: doc.dldProjectNumber || null,
    escrowBank: doc.escrowBank || null,
    isVerified: Boolean(doc.isVerified),
    paymentPlan,
    paymentPlanShort: planShort(paymentPlan),
    unitTypes,
    priceFromAed: prices.length ? Math.min(...prices) : null,
    amenities: (doc.amenities ?? []).map((a) => ({ name: a.name })),
    banner: toImageRef(doc.gallery?.[0], 'hero') ?? emptyImage,
    gallery,
    location: doc.location,
    description: sanitizeArticleHtml(doc.descriptionHtml ?? ''),
    hasBrochure: doc.brochure != null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

/**
 * Access already hides drafts from a read without a user; saying so here as well keeps a draft
 * off the site even if a read is ever made with more rights.
 */
const published: Where = { _status: { equals: 'published' } }

function whereOf(filter: ProjectFilter): Where {
  const and: Where[] = [published]
  if (filter.community) and.push({ community: { like: filter.community } })
  if (filter.developer) and.push({ 'developer.slug': { equals: filter.developer } })
  if (filter.handoverYear !== undefined) and.push({ handoverYear: { equals: filter.handoverYear } })
  if (filter.status) and.push({ projectStatus: { equals: filter.status } })
  return { and }
}

const listTags = [cacheTags.projects, cacheTags.developers, cacheTags.media]

/** Published projects, newest launch first. */
export const listProjects = cachedRead(
  'projects:list',
  listTags,
  async (filter: ProjectFilter, locale: Locale = defaultLocale): Promise<Paginated<Project>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'projects',
      locale,
      where: whereOf(filter),
      page: filter.page,
      limit: filter.limit,
      sort: ['-launchDate', '-id'],
      // Developer → logo is two levels down; the listings join is the detail's business.
      depth: 2,
      joins: false,
      overrideAccess: false,
    })
    return toPaginated(result, toProject)
  },
)

const readProject = cachedRead(
  'projects:one',
  [...listTags, cacheTags.properties, cacheTags.team],
  async (idOrSlug: string, locale: Locale = defaultLocale): Promise<ProjectDetail | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      locale,
      where: publishedByKey(idOrSlug),
      limit: 1,
      depth: 2,
      joins: false,
      pagination: false,
      overrideAccess: false,
    })
    const doc = docs[0]
    if (!doc) return null
    // The project's own units for sale: listings linked to it that are still off-plan.
    const listings = await payload.find({
      collection: 'properties',
      locale,
      where: {
        and: [{ project: { equals: doc.id } }, { completionStatus: { equals: 'off-plan' } }],
      },
      sort: ['-createdAt', '-id'],
      limit: MAX_PROJECT_LISTINGS,
      pagination: false,
      depth: 2,
      populate: projectLink,
      overrideAccess: false,
    })
    return { ...toProject(doc), listings: listings.docs.map(toProperty) }
  },
)

/**
 * How a project is named in a URL: its public id or its slug, case-insensitively. Null for
 * anything that can be neither, so no query is made for it.
 */
export function projectKey(idOrSlug: string): string | null {
  const key = idOrSlug.trim().toLowerCase()
  return /^[a-z0-9-]{1,120}$/.test(key) ? key : null
}

/** The published project a (normalised) key names: by public id when it is one, else by slug. */
export function publishedByKey(key: string): Where {
  const byId = /^[a-f0-9]{24}$/.test(key)
  return { and: [published, byId ? { publicId: { equals: key } } : { slug: { equals: key } }] }
}

/** By public id or slug. One read per render: the page and its metadata share it. */
export const getProject = cache(async (idOrSlug: string, locale: Locale = defaultLocale): Promise<ProjectDetail | null> => {
  const key = projectKey(idOrSlug)
  return key ? readProject(key, locale) : null
})

/** Every published project's id, slug and last change, for the sitemap. */
export const listProjectStamps = cachedRead(
  'projects:stamps',
  [cacheTags.projects],
  async (): Promise<{ _id: string; slug: string; updatedAt: string; editions: Locale[] }[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      where: published,
      select: { publicId: true, slug: true, updatedAt: true, ...translationStatusSelect },
      pagination: false,
      depth: 0,
      joins: false,
      overrideAccess: false,
    })
    return docs.map((d) => ({
      _id: d.publicId ?? String(d.id),
      slug: d.slug,
      updatedAt: d.updatedAt,
      editions: editionsOf(d),
    }))
  },
)

/** The /projects filter's choices: what the published projects hold, each sorted. */
export const listProjectFilterChoices = cachedRead(
  'projects:choices',
  [cacheTags.projects, cacheTags.developers],
  async (): Promise<{
    communities: string[]
    developers: { slug: string; name: string }[]
    handoverYears: number[]
  }> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      where: published,
      select: { community: true, handoverYear: true, developer: true },
      // The developer's name and slug only: its logo and profile are not needed for a choice.
      populate: { developers: { name: true, slug: true } },
      pagination: false,
      depth: 1,
      joins: false,
      overrideAccess: false,
    })
    const developers = new Map<string, string>()
    for (const doc of docs) {
      const developer = doc.developer
      if (developer && typeof developer === 'object') developers.set(developer.slug, developer.name)
    }
    return {
      communities: [...new Set(docs.map((d) => d.community))].sort((a, b) => a.localeCompare(b)),
      developers: [...developers]
        .map(([slug, name]) => ({ slug, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      handoverYears: [...new Set(docs.map((d) => d.handoverYear))].sort((a, b) => a - b),
    }
  },
)
