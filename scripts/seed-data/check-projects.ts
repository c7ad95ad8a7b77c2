// Sanity check for the off-plan projects and their developers: run with
// `node --import tsx scripts/seed-data/check-projects.ts`. Like check.ts it lists every broken
// rule and throws, so a bad edit is caught before seeding. `projectProblems` is pure so a test
// or check.ts can call it with other data.
import { pathToFileURL } from 'node:url'
import { developers } from './developers'
import { projects } from './projects'
import { properties } from './properties'
import type { SeedDeveloper, SeedProject, SeedProperty } from './types'

// The demo reads as of late 2026: which projects may be ready and which must still be building
// is judged against this date, not the clock, so the check gives the same answer every day.
export const CONTENT_AS_OF = '2026-11-15'

const ESCROW_BANKS = new Set([
  'Emirates NBD',
  'Mashreq',
  'ADCB',
  'Dubai Islamic Bank',
  'RAKBANK',
  'Commercial Bank of Dubai',
])
const PROGRESS: Record<SeedProject['status'], readonly [number, number]> = {
  launching: [0, 10],
  'under-construction': [15, 85],
  ready: [100, 100],
}
const STAGE_ORDER = ['booking', 'construction', 'handover', 'post-handover'] as const
// Sales-brochure words that make calm copy sound like an advert.
const PUFFERY =
  /\b(lorem|ipsum|world-class|unparalleled|unrivalled|breathtaking|stunning|iconic|ultimate|prestigious|exclusive|luxurious|finest)\b/i
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>()
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)))
}

/** Months since year 0, so spans are plain subtraction. */
function monthOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1
}

function handoverMonthOf(p: SeedProject): number {
  return p.handover.year * 12 + p.handover.quarter * 3 - 1
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

function planProblems(p: SeedProject): string[] {
  const problems: string[] = []
  const plan = p.paymentPlan
  const total = plan.reduce((sum, m) => sum + m.percent, 0)
  if (Math.round(total * 100) !== 10_000) problems.push(`plan adds up to ${total}%`)
  if (plan[0]?.stage !== 'booking') problems.push('plan does not start with the booking')
  if (plan.filter((m) => m.stage === 'booking').length !== 1)
    problems.push('plan needs one booking')
  const toHandover = handoverMonthOf(p) - monthOf(p.launchDate)
  plan.forEach((m, index) => {
    const previous = plan[index - 1]
    if (previous && STAGE_ORDER.indexOf(m.stage) < STAGE_ORDER.indexOf(previous.stage)) {
      problems.push(`milestone “${m.label}” is out of stage order`)
    }
    if (!m.label.trim()) problems.push(`milestone ${index + 1} has no label`)
    if (!(m.percent > 0 && m.percent <= 100)) problems.push(`“${m.label}”: ${m.percent}%`)
    if (!Number.isInteger(m.instalments) || m.instalments < 1 || m.instalments > 120) {
      problems.push(`“${m.label}”: ${m.instalments} instalments`)
    }
    const due = m.dueMonthsAfterBooking
    if (due !== undefined && (!Number.isInteger(due) || due < 0)) {
      problems.push(`“${m.label}”: due month ${due}`)
    }
    if (m.stage === 'booking' && (due ?? 0) !== 0) problems.push('booking is not due at booking')
    if (m.stage === 'construction' && due !== undefined && due >= toHandover) {
      problems.push(`“${m.label}” falls due after handover`)
    }
  })
  return problems
}

function unitProblems(p: SeedProject): string[] {
  const problems: string[] = []
  const units = p.unitTypes
  if (units.length < 2 || units.length > 5) problems.push(`${units.length} unit types (want 2-5)`)
  const kinds = units.map((u) => `${u.bedrooms}-bed ${u.type}`)
  for (const kind of duplicates(kinds)) problems.push(`unit type ${kind} twice`)
  if (units.every((u) => u.availability === 'sold-out')) problems.push('every unit type sold out')
  for (const u of units) {
    const kind = `${u.bedrooms}-bed ${u.type}`
    if (!Number.isInteger(u.bedrooms) || u.bedrooms < 0 || u.bedrooms > 7) {
      problems.push(`${kind}: bedrooms`)
    }
    if (u.bedrooms === 0 && u.type !== 'Apartment')
      problems.push(`${kind}: only apartments are studios`)
    if ((u.type === 'Villa' || u.type === 'Townhouse') && u.bedrooms < 2) {
      problems.push(`${kind}: too few bedrooms for a house`)
    }
    if (!(u.sizeFromSqft > 0 && u.sizeFromSqft <= u.sizeToSqft)) problems.push(`${kind}: sizes`)
    const perSqft = u.priceFromAed / u.sizeFromSqft
    if (!Number.isInteger(u.priceFromAed) || perSqft < 700 || perSqft > 6_000) {
      problems.push(`${kind}: AED ${Math.round(perSqft)} per sq ft is implausible`)
    }
  }
  const byBedrooms = [...units].sort((a, b) => a.bedrooms - b.bedrooms)
  byBedrooms.forEach((u, index) => {
    const smaller = byBedrooms[index - 1]
    if (smaller && smaller.bedrooms < u.bedrooms && smaller.priceFromAed >= u.priceFromAed) {
      problems.push(`${u.bedrooms}-bed ${u.type} starts below a smaller home`)
    }
  })
  return problems
}

function listingProblems(
  p: SeedProject,
  developer: SeedDeveloper | undefined,
  byKey: ReadonlyMap<string, SeedProperty>,
): string[] {
  const problems: string[] = []
  const handover = `Q${p.handover.quarter} ${p.handover.year}`
  const beforeHandover = p.paymentPlan
    .filter((m) => m.stage === 'booking' || m.stage === 'construction')
    .reduce((sum, m) => sum + m.percent, 0)
  for (const key of p.listingKeys) {
    const listing = byKey.get(key)
    if (!listing) {
      problems.push(`listing ${key} does not exist`)
      continue
    }
    if (listing.completionStatus !== 'off-plan') problems.push(`listing ${key} is not off-plan`)
    if (listing.city !== p.community) problems.push(`listing ${key} is in ${listing.city}`)
    if (developer && listing.developer !== developer.name) {
      problems.push(`listing ${key} is by ${listing.developer}`)
    }
    if (listing.handoverDate !== handover) {
      problems.push(
        `listing ${key} hands over ${listing.handoverDate ?? '(none)'}, not ${handover}`,
      )
    }
    const split = /^(\d+)\//.exec(listing.paymentPlan ?? '')
    if (!split || Number(split[1]) !== beforeHandover) {
      problems.push(
        `listing ${key} plan “${listing.paymentPlan ?? ''}” is not ${beforeHandover}% before handover`,
      )
    }
    const unit = p.unitTypes.find((u) => u.type === listing.type && u.bedrooms === listing.bedrooms)
    if (!unit) {
      problems.push(`listing ${key} (${listing.bedrooms}-bed ${listing.type}) matches no unit type`)
    } else if (
      listing.price < unit.priceFromAed ||
      listing.sqft < unit.sizeFromSqft ||
      listing.sqft > unit.sizeToSqft
    ) {
      problems.push(`listing ${key} price or size falls outside its unit type`)
    }
  }
  return problems
}

function projectRules(
  p: SeedProject,
  developer: SeedDeveloper | undefined,
  cities: ReadonlySet<string>,
): string[] {
  const problems: string[] = []
  if (!SLUG.test(p.slug) || !SLUG.test(p.key)) problems.push('key or slug is not a slug')
  if (!developer) problems.push(`unknown developer ${p.developerKey}`)
  if (!cities.has(p.community)) problems.push(`community ${p.community} has no listings`)
  if (!p.location.endsWith(`, ${p.community}, Dubai`)) problems.push(`location ${p.location}`)
  const asOf = monthOf(CONTENT_AS_OF)
  const launch = monthOf(p.launchDate)
  const handover = handoverMonthOf(p)
  if (!isIsoDate(p.launchDate)) problems.push(`launch date ${p.launchDate}`)
  if (!/^202[56]-/.test(p.launchDate) || p.launchDate > CONTENT_AS_OF) {
    problems.push(`launch ${p.launchDate} is not in 2025-2026 up to ${CONTENT_AS_OF}`)
  }
  if (![1, 2, 3, 4].includes(p.handover.quarter)) problems.push('handover quarter')
  if (handover < 2026 * 12 + 11 || handover > 2029 * 12 + 11) {
    problems.push(`handover Q${p.handover.quarter} ${p.handover.year} is outside Q4 2026-Q4 2029`)
  }
  if (handover - launch < 12) problems.push('handover less than a year after launch')
  const [low, high] = PROGRESS[p.status]
  if (!Number.isInteger(p.progressPercent) || p.progressPercent < low || p.progressPercent > high) {
    problems.push(`${p.progressPercent}% progress for ${p.status} (want ${low}-${high})`)
  }
  if (p.status === 'ready' ? handover - 2 > asOf : handover <= asOf) {
    problems.push(`status ${p.status} contradicts a handover in ${p.handover.year}`)
  }
  if (!/^\d{4}$/.test(p.dldProjectNumber)) problems.push(`DLD number ${p.dldProjectNumber}`)
  if (!ESCROW_BANKS.has(p.escrowBank)) problems.push(`escrow bank ${p.escrowBank}`)
  const amenities = p.amenities.length
  if (amenities < 5 || duplicates(p.amenities).length > 0) problems.push('amenities')
  const paragraphs = p.description.split('\n\n')
  if (paragraphs.length < 3 || paragraphs.length > 4) {
    problems.push(`${paragraphs.length} description paragraphs`)
  }
  if (paragraphs.some((text) => text.trim().split(/\s+/).length < 25))
    problems.push('thin paragraph')
  const puffery = PUFFERY.exec(p.description)
  if (puffery) problems.push(`description says “${puffery[0]}”`)
  if (!Number.isInteger(p.photoCount) || p.photoCount < 5 || p.photoCount > 9) {
    problems.push(`photoCount ${p.photoCount}`)
  }
  return problems
}

export function projectProblems(
  projectList: readonly SeedProject[],
  developerList: readonly SeedDeveloper[],
  propertyList: readonly SeedProperty[],
): string[] {
  const problems: string[] = []
  const expect = (condition: boolean, message: string): void => {
    if (!condition) problems.push(message)
  }
  const developersByKey = new Map(developerList.map((d) => [d.key, d]))
  const byKey = new Map(propertyList.map((p) => [p.key, p]))
  const cities = new Set(propertyList.map((p) => p.city))

  for (const [label, values] of [
    ['developer key', developerList.map((d) => d.key)],
    ['developer name', developerList.map((d) => d.name)],
    ['project key', projectList.map((p) => p.key)],
    ['project slug', projectList.map((p) => p.slug)],
    ['project name', projectList.map((p) => p.name)],
    ['DLD project number', projectList.map((p) => p.dldProjectNumber)],
    ['project description', projectList.map((p) => p.description)],
  ] as const) {
    const dupes = duplicates(values)
    expect(dupes.length === 0, `duplicate ${label}: ${dupes.slice(0, 3).join(', ')}`)
  }
  for (const d of developerList) {
    const sentences = d.profile.split(/(?<=[.!?])\s+/).filter(Boolean).length
    expect(SLUG.test(d.key), `developer ${d.key}: key is not a slug`)
    expect(sentences >= 2 && sentences <= 3, `developer ${d.key}: ${sentences} profile sentences`)
    expect(
      projectList.some((p) => p.developerKey === d.key),
      `developer ${d.key}: has no project`,
    )
  }

  expect(projectList.length >= 8, `expected >= 8 projects, got ${projectList.length}`)
  const communities = new Set(projectList.map((p) => p.community))
  const builders = new Set(projectList.map((p) => p.developerKey))
  expect(communities.size >= 5, `expected >= 5 communities, got ${communities.size}`)
  expect(builders.size >= 5, `expected >= 5 developers, got ${builders.size}`)
  for (const status of Object.keys(PROGRESS)) {
    expect(
      projectList.some((p) => p.status === status),
      `no ${status} project`,
    )
  }

  for (const p of projectList) {
    const developer = developersByKey.get(p.developerKey)
    for (const problem of [
      ...projectRules(p, developer, cities),
      ...planProblems(p),
      ...unitProblems(p),
      ...listingProblems(p, developer, byKey),
    ]) {
      problems.push(`${p.key}: ${problem}`)
    }
  }

  // Every off-plan listing fits one of the projects here, so each must sit in exactly one.
  const linked = projectList.flatMap((p) => p.listingKeys)
  for (const listing of propertyList.filter((p) => p.completionStatus === 'off-plan')) {
    const count = linked.filter((key) => key === listing.key).length
    expect(count === 1, `off-plan listing ${listing.key} is in ${count} projects`)
  }
  return problems.map((problem) => `projects: ${problem}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = projectProblems(projects, developers, properties)
  if (problems.length > 0) {
    throw new Error(`Project data check failed:\n- ${problems.join('\n- ')}`)
  }
  const count = (status: SeedProject['status']): number =>
    projects.filter((p) => p.status === status).length
  console.log(
    [
      'Project data OK',
      `  developers: ${developers.length}`,
      `  projects: ${projects.length} in ${new Set(projects.map((p) => p.community)).size} communities by ${new Set(projects.map((p) => p.developerKey)).size} developers (${count('launching')} launching, ${count('under-construction')} under construction, ${count('ready')} ready)`,
      `  linked off-plan listings: ${projects.flatMap((p) => p.listingKeys).length} of ${properties.filter((p) => p.completionStatus === 'off-plan').length}`,
      `  photos to render: ${projects.reduce((sum, p) => sum + p.photoCount, 0)}`,
    ].join('\n'),
  )
}
