// Sanity check for the demo content and the fixed copy in content/: run with
// `npx tsx scripts/seed-data/check.ts`.
// It fails loudly (throws) on the first broken rule, so a bad edit is caught before seeding.
import {
  areaGuides,
  articles,
  communityGuides,
  newsArticles,
  partners,
  properties,
  team,
  testimonials,
} from './index'
import { contentProblems } from './check-content'
import type { SeedArticle } from './types'

const problems: string[] = []

function expect(condition: boolean, message: string): void {
  if (!condition) problems.push(message)
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>()
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)))
}

function countBy<T>(items: readonly T[], pick: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(pick(item), (counts.get(pick(item)) ?? 0) + 1)
  return counts
}

// Team
expect(team.length === 12, `team: expected 12 members, got ${team.length}`)
expect(duplicates(team.map((m) => m.key)).length === 0, 'team: duplicate keys')
for (const role of [
  'Chief Executive Officer',
  'Managing Director',
  'Head of Off-Plan Sales',
  'Head of Leasing',
  'Head of Secondary Sales',
  'Head of Property Management',
  'Senior Property Consultant',
  'Mortgage Advisor',
  'Holiday Homes Manager',
  'Head of Marketing',
]) {
  expect(
    team.some((m) => m.designation === role),
    `team: no ${role}`,
  )
}
for (const m of team) {
  expect(/^\+971 5\d \d{3} \d{4}$/.test(m.phone), `team: bad phone ${m.phone}`)
  expect(m.email.endsWith('@crescentkey.ae'), `team: bad e-mail ${m.email}`)
}

// Properties
const agentKeys = new Set(team.map((m) => m.key))
const cities = countBy(properties, (p) => p.city)
const sells = properties.filter((p) => p.status === 'sell').length
const featured = properties.filter((p) => p.isFeatured)
expect(properties.length >= 64, `properties: expected >= 64, got ${properties.length}`)
expect(cities.size >= 12, `properties: expected >= 12 communities, got ${cities.size}`)
expect(
  sells / properties.length >= 0.5 && sells / properties.length <= 0.7,
  `properties: sell share ${sells}/${properties.length} is not roughly 60%`,
)
for (const type of ['Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Office', 'Duplex', 'Retail']) {
  expect(
    properties.some((p) => p.type === type),
    `properties: no ${type}`,
  )
}
expect(featured.length >= 8, `properties: expected >= 8 featured, got ${featured.length}`)
expect(
  new Set(featured.map((p) => p.type)).size >= 5,
  'properties: featured listings should span at least 5 types',
)
expect(
  properties.filter((p) => p.photoCount > 8).length >= 10,
  'properties: fewer than 10 with more than 8 photos',
)
expect(
  properties.filter((p) => p.amenities.length > 10).length >= 10,
  'properties: fewer than 10 with more than 10 amenities',
)
for (const [label, values] of [
  ['key', properties.map((p) => p.key)],
  ['name', properties.map((p) => p.name)],
  ['reference', properties.map((p) => p.reference)],
  ['permitNumber', properties.map((p) => p.permitNumber)],
  ['description', properties.map((p) => p.description)],
] as const) {
  const dupes = duplicates(values)
  expect(dupes.length === 0, `properties: duplicate ${label}: ${dupes.slice(0, 3).join(', ')}`)
}
for (const p of properties) {
  const paragraphs = p.description.split('\n\n').length
  expect(agentKeys.has(p.agentKey), `${p.key}: unknown agent ${p.agentKey}`)
  expect(paragraphs >= 2 && paragraphs <= 4, `${p.key}: ${paragraphs} description paragraphs`)
  expect(/^\d{10}$/.test(p.permitNumber), `${p.key}: permit ${p.permitNumber} is not 10 digits`)
  expect(
    new RegExp(`^CK-${p.status === 'sell' ? 'S' : 'R'}-\\d{5}$`).test(p.reference),
    `${p.key}: reference ${p.reference}`,
  )
  expect(p.photoCount >= 3 && p.photoCount <= 14, `${p.key}: photoCount ${p.photoCount}`)
  expect(
    p.listedDaysAgo >= 0 && p.listedDaysAgo <= 120,
    `${p.key}: listedDaysAgo ${p.listedDaysAgo}`,
  )
  expect(typeof p.buildingInfo['Sqft'] === 'string', `${p.key}: buildingInfo lacks Sqft`)
  expect(Number.isInteger(p.price) && p.price > 0 && p.sqft > 0, `${p.key}: bad price or size`)
  expect(p.bedrooms >= 0 && p.bedrooms <= 7 && p.bathrooms >= 1, `${p.key}: bad rooms`)
  const offPlan = p.completionStatus === 'off-plan'
  expect(
    offPlan === (p.handoverDate !== undefined) && offPlan === (p.paymentPlan !== undefined),
    `${p.key}: off-plan fields inconsistent`,
  )
  expect(!offPlan || p.status === 'sell', `${p.key}: off-plan listings are sales`)
  expect(
    p.status === 'sell' ? p.price >= 400_000 : p.price <= 1_500_000,
    `${p.key}: price ${p.price} implausible for ${p.status}`,
  )
}

// Articles
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote'])
const OFFICIAL_HOSTS = [
  'dubailand.gov.ae',
  'www.rta.ae',
  'icp.gov.ae',
  'www.centralbank.ae',
  'www.dubaidet.gov.ae',
  'www.dewa.gov.ae',
  'u.ae',
]
function words(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
}
function checkArticle(a: SeedArticle, min: number, max: number): void {
  const count = words(a.html)
  expect(count >= min && count <= max, `${a.slug}: ${count} words (want ${min}-${max})`)
  expect(a.html.includes('<h2>'), `${a.slug}: no h2`)
  for (const match of a.html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    const tag = (match[1] ?? '').toLowerCase()
    const attrs = (match[2] ?? '').trim()
    expect(ALLOWED_TAGS.has(tag), `${a.slug}: tag <${tag}> not allowed`)
    expect(
      attrs === '' || (tag === 'a' && /^href="[^"]+"$/.test(attrs)),
      `${a.slug}: attributes "${attrs}" on <${tag}>`,
    )
  }
  for (const match of a.html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1] ?? ''
    const ok =
      href.startsWith('/') || OFFICIAL_HOSTS.some((host) => href.startsWith(`https://${host}/`))
    expect(ok, `${a.slug}: link ${href} is neither relative nor official`)
  }
  expect(a.publishedDaysAgo >= 0, `${a.slug}: negative publishedDaysAgo`)
}
expect(duplicates(articles.map((a) => a.slug)).length === 0, 'articles: duplicate slugs')
expect(newsArticles.length >= 10, `articles: expected >= 10 news, got ${newsArticles.length}`)
newsArticles.forEach((a) => checkArticle(a, 400, 900))
expect(
  communityGuides.map((a) => a.slug).join() ===
    'downtown-dubai,business-bay,jumeirah-village-circle,arabian-ranches,dubai-creek-harbour,emaar-beachfront',
  'articles: community guide slugs',
)
const areaExpected = [
  ['palm-jumeirah', 'Palm Jumeirah'],
  ['dubai-marina', 'Dubai Marina'],
  ['dubai-hills-estate', 'Dubai Hills Estates'],
  ['town-square', 'Town Square'],
]
expect(
  JSON.stringify(areaGuides.map((a) => [a.slug, a.title])) === JSON.stringify(areaExpected),
  'articles: area guide slugs/titles',
)
for (const guide of [...communityGuides, ...areaGuides]) {
  checkArticle(guide, 350, 1000)
  expect(guide.kind === 'guide', `${guide.slug}: kind should be guide`)
  expect(
    guide.community !== undefined && cities.has(guide.community),
    `${guide.slug}: community ${guide.community ?? '(none)'} has no listings`,
  )
}

// Testimonials and partners
expect(testimonials.length === 8, `testimonials: expected 8, got ${testimonials.length}`)
expect(duplicates(testimonials.map((t) => t.key)).length === 0, 'testimonials: duplicate keys')
expect(partners.length === 14, `partners: expected 14, got ${partners.length}`)
expect(
  partners
    .map((p) => p.style)
    .sort((a, b) => a - b)
    .join() === Array.from({ length: 14 }, (_, i) => i).join(),
  'partners: styles must be 0..13',
)
expect(duplicates(partners.map((p) => p.key)).length === 0, 'partners: duplicate keys')

problems.push(...contentProblems(new Set(articles.map((a) => a.slug))))

if (problems.length > 0) {
  throw new Error(`Seed data check failed:\n- ${problems.join('\n- ')}`)
}

const byType = [...countBy(properties, (p) => p.type)].map(([k, v]) => `${k} ${v}`).join(', ')
const newsWords = newsArticles.map((a) => words(a.html))
console.log(
  [
    'Seed data OK',
    `  team: ${team.length}`,
    `  properties: ${properties.length} (${sells} sell / ${properties.length - sells} rent) in ${cities.size} communities`,
    `    types: ${byType}`,
    `    featured: ${featured.length}; >8 photos: ${properties.filter((p) => p.photoCount > 8).length}; >10 amenities: ${properties.filter((p) => p.amenities.length > 10).length}; off-plan: ${properties.filter((p) => p.completionStatus === 'off-plan').length}`,
    `  articles: ${newsArticles.length} news (${Math.min(...newsWords)}-${Math.max(...newsWords)} words), ${communityGuides.length} community guides, ${areaGuides.length} area guides`,
    `  testimonials: ${testimonials.length}; partners: ${partners.length}`,
    '  content/: services, about, home, careers, complaint, contact and legal rules OK',
  ].join('\n'),
)
