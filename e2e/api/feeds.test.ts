import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Paginated, Property } from '@/lib/api/types'
// The token the test server is started with (scripts/test/server.mjs, testServerEnv).
import { TEST_FEEDS_TOKEN } from '../../scripts/test/server.mjs'
import { base, call, clientId, postJson, validEnquiry } from './client'
import { staffCreate, staffToken, withoutIds } from './staff'

/**
 * The portals' feeds against the real server and database: what Property Finder and Bayut
 * would import. Documents made here are removed at the end (the suites share one database).
 */

type Row = Record<string, unknown>
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['property', 'Property', 'url', 'Image', 'Portal', 'Feature', 'feature'].includes(name),
})

async function feed(portal: 'property-finder' | 'bayut', token: string | null = TEST_FEEDS_TOKEN) {
  const res = await call(`/feeds/${portal}.xml${token === null ? '' : `?token=${encodeURIComponent(token)}`}`)
  return res
}

async function propertyFinder(): Promise<{ list: Row; properties: Row[] }> {
  const res = await feed('property-finder')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/xml')
  const { list } = parser.parse(res.text) as { list: Row }
  return { list, properties: (list.property as Row[] | undefined) ?? [] }
}

async function bayut(): Promise<{ root: Row; properties: Row[] }> {
  const res = await feed('bayut')
  expect(res.status).toBe(200)
  const { Properties } = parser.parse(res.text) as { Properties: Row }
  return { root: Properties, properties: (Properties.Property as Row[] | undefined) ?? [] }
}

async function asStaff(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { Authorization: `JWT ${await staffToken()}`, 'content-type': 'application/json', ...init.headers },
  })
  const body = (await res.json().catch(() => null)) as Row | null
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`)
  return body!
}

/** A delete as staff, answered whatever its status (asStaff throws on a refusal). */
async function deleteAsStaff(path: string): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'DELETE', headers: { Authorization: `JWT ${await staffToken()}` } })
}

/** Every listing the public sees, all pages of /api/v1/properties. */
async function publicListings(locale = 'en'): Promise<Property[]> {
  const all: Property[] = []
  for (let page = 1; ; page++) {
    const res = await call<{ data: Paginated<Property> }>(`/api/v1/properties?limit=50&page=${page}&locale=${locale}`)
    expect(res.status).toBe(200)
    all.push(...res.body.data.docs)
    if (!res.body.data.hasNextPage) return all
  }
}

/** A feed is produced again after an edit within the cache's invalidation: wait for it. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  let last: T | undefined
  for (let attempt = 0; attempt < 40; attempt++) {
    last = await read()
    if (ok(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`${what}: not seen in time`)
}

const text = (value: unknown) => (typeof value === 'object' && value && '#text' in value ? String((value as Row)['#text']) : String(value ?? ''))
const refsOf = (properties: Row[], field: string) => properties.map((p) => text(p[field]))

describe('feed access', () => {
  it('answers 403 and lists nothing without the token or with a wrong one', async () => {
    for (const portal of ['property-finder', 'bayut'] as const) {
      for (const token of [null, '', 'wrong', `${TEST_FEEDS_TOKEN}x`, TEST_FEEDS_TOKEN.slice(0, -1)]) {
        const res = await feed(portal, token)
        expect(res.status, `${portal} with ${JSON.stringify(token)}`).toBe(403)
        expect(res.text).not.toContain('<')
        expect(res.headers.get('cache-control')).toContain('no-store')
      }
    }
  })

  it('takes the environment’s token over the admin’s', async () => {
    const settingsToken = 'settings-feed-token-9d3c41aa7e02'
    const before = await asStaff('/cms-api/globals/site-settings?depth=0')
    await asStaff('/cms-api/globals/site-settings', { method: 'POST', body: JSON.stringify({ feedsToken: settingsToken }) })
    try {
      expect((await feed('bayut', settingsToken)).status).toBe(403)
      expect((await feed('bayut')).status).toBe(200)
    } finally {
      await asStaff('/cms-api/globals/site-settings', { method: 'POST', body: JSON.stringify({ feedsToken: before.feedsToken ?? null }) })
    }
  })

  it('is served at its own address: no edition prefix, no redirect home', async () => {
    expect((await call(`/ar/feeds/bayut.xml?token=${TEST_FEEDS_TOKEN}`)).status).toBe(307)
    expect((await feed('bayut')).status).toBe(200)
  })
})

describe('what the feeds carry', () => {
  let listings: Property[]
  beforeAll(async () => {
    listings = (await publicListings()).filter((listing) => listing.agent !== null)
    expect(listings.length).toBeGreaterThan(20)
  })

  it('Property Finder: every published compliant listing once, every required field set and right', async () => {
    const { list, properties } = await propertyFinder()
    expect(list['@_listing_count']).toBe(String(properties.length))
    expect(list['@_last_update']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const refs = refsOf(properties, 'reference_number')
    expect(new Set(refs).size).toBe(refs.length)
    expect([...refs].sort()).toEqual(listings.map((l) => l.reference).sort())
    const byRef = new Map(properties.map((p) => [text(p.reference_number), p]))
    for (const listing of listings) {
      const p = byRef.get(listing.reference)!
      for (const field of ['permit_number', 'offering_type', 'property_type', 'city', 'community', 'sub_community', 'property_name', 'title_en', 'title_ar', 'description_en', 'description_ar', 'size', 'bathroom', 'completion_status', 'furnished'])
        expect(text(p[field]), `${listing.reference} ${field}`).not.toBe('')
      // Homes give their bedrooms ("studio" for none); an office or a shop gives none.
      if (['Office', 'Retail'].includes(listing.type)) expect(p.bedroom, listing.reference).toBeUndefined()
      else expect(text(p.bedroom)).toBe(listing.bedrooms === 0 ? 'studio' : String(listing.bedrooms))
      expect(text((p.agent as Row).phone)).toMatch(/^\+\d{8,15}$/)
      // Every demo rental says how many cheques its rent may be paid in.
      if (listing.status === 'rent') expect(Number(text(p.cheques)), `${listing.reference} cheques`).toBeGreaterThan(0)
      else expect(p.cheques).toBeUndefined()
      expect(p['@_last_update']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
      expect(text(p.permit_number)).toBe(listing.permitNumber)
      const price = listing.status === 'rent' ? text((p.price as Row).yearly) : text(p.price)
      expect(Number(price)).toBe(listing.price)
      expect(text(p.offering_type)).toMatch(listing.status === 'rent' ? /^[RC]R$/ : /^[RC]S$/)
      expect(text(p.title_en)).toBe(listing.name)
      expect(Number(text(p.size))).toBe(listing.sqft)
      const agent = p.agent as Row
      expect(text(agent.license_no)).toBe(listing.agent!.brn)
      expect(text(agent.name)).toBe(listing.agent!.name)
      for (const field of ['id', 'email', 'phone', 'photo']) expect(text(agent[field]), `${listing.reference} agent.${field}`).not.toBe('')
      expect(text(agent.photo).startsWith(`${base}/cms-api/media/file/`)).toBe(true)
      const urls = (p.photo as { url: Row[] }).url
      expect(urls.length).toBe(listing.image.length)
      for (const url of urls) {
        expect(text(url).startsWith(`${base}/cms-api/media/file/`), text(url)).toBe(true)
        expect(String(url['@_last_updated'])).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
      }
      expect(['completed', 'off_plan', 'off_plan_primary', 'completed_primary']).toContain(text(p.completion_status))
      if (listing.completionStatus === 'ready') expect(text(p.completion_status)).toMatch(/^completed/)
      else expect(text(p.completion_status)).toBe(listing.saleType === 'primary' ? 'off_plan_primary' : 'off_plan')
    }
    // The photo URLs are the files themselves.
    const photo = await fetch(text((properties[0]!.photo as { url: Row[] }).url[0]))
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toMatch(/^image\//)
  })

  it('Bayut: every published compliant listing live once, every required field set and right', async () => {
    const { root, properties } = await bayut()
    const arabicNames = new Map((await publicListings('ar')).map((listing) => [listing._id, listing.name]))
    const live = properties.filter((p) => text(p.Property_Status) === 'live')
    expect(root['@_listing_count']).toBe(String(properties.length))
    const refs = refsOf(live, 'Property_Ref_No')
    expect(new Set(refs).size).toBe(refs.length)
    expect([...refs].sort()).toEqual(listings.map((l) => l.reference).sort())
    const byRef = new Map(live.map((p) => [text(p.Property_Ref_No), p]))
    for (const listing of listings) {
      const p = byRef.get(listing.reference)!
      for (const field of ['Permit_Number', 'Property_purpose', 'Property_Type', 'Property_Size', 'Property_Size_Unit', 'Bathrooms', 'Price', 'Furnished', 'Off_plan', 'City', 'Locality', 'Sub_Locality', 'Tower_Name', 'Property_Title', 'Property_Title_AR', 'Property_Description', 'Property_Description_AR', 'Listing_Agent', 'Listing_Agent_Phone', 'Listing_Agent_Email', 'Last_Updated'])
        expect(text(p[field]), `${listing.reference} ${field}`).not.toBe('')
      expect(text(p.Permit_Number)).toBe(listing.permitNumber)
      expect(Number(text(p.Price))).toBe(listing.price)
      expect(text(p.Property_purpose)).toBe(listing.status === 'rent' ? 'Rent' : 'Buy')
      if (listing.status === 'rent') expect(text(p.Rent_Frequency)).toBe('Yearly')
      expect(text(p.Listing_Agent)).toBe(listing.agent!.name)
      expect(text(p.Listing_Agent_Email)).toBe(listing.agent!.email)
      const images = (p.Images as { Image: unknown[] }).Image.map(text)
      expect(images.length).toBe(listing.image.length)
      for (const url of images) expect(url.startsWith(`${base}/cms-api/media/file/`)).toBe(true)
      expect((p.Portals as { Portal: unknown[] }).Portal.map(text)).toEqual(['Bayut', 'dubizzle'])
      const features = (p.Features as { Feature?: unknown[] } | undefined)?.Feature ?? []
      expect(features.map(text), `${listing.reference} Features`).toEqual(listing.amenities.map((amenity) => amenity.name))
      const building = listing.buildingInfo.Building || listing.location.split(',')[0]!.trim()
      expect(text(p.Sub_Locality), `${listing.reference} Sub_Locality`).toBe(building)
      expect(text(p.Property_Title_AR), `${listing.reference} Property_Title_AR`).toBe(arabicNames.get(listing._id))
      if (listing.completionStatus === 'off-plan') {
        expect(text(p.Off_plan)).toBe('Yes')
        expect(text(p.offplanDetails_saleType)).toBe(listing.saleType === 'primary' ? 'New' : 'Resale')
        if (listing.saleType === 'primary') expect(Number(text(p.offplanDetails_dldWaiver))).toBe(listing.dldWaiverPercent)
      } else expect(text(p.Off_plan)).toBe('No')
    }
  })

  it('leaves out a listing whose permit has run out; Bayut lists it as deleted', async () => {
    const now = new Date().toISOString()
    const expired = await asStaff(
      `/cms-api/properties?depth=0&limit=5&where[and][0][publication][equals]=published&where[and][1][permitExpiresAt][less_than]=${encodeURIComponent(now)}`,
    )
    const docs = expired.docs as Row[]
    expect(docs.length).toBeGreaterThan(0)
    const ref = String(docs[0]!.reference)
    expect(refsOf((await propertyFinder()).properties, 'reference_number')).not.toContain(ref)
    const entry = (await bayut()).properties.find((p) => text(p.Property_Ref_No) === ref)
    expect(entry && text(entry.Property_Status)).toBe('deleted')
  })
})

describe('listings staff change', () => {
  const title = 'Sky & sea <corner> 3BR — فيلا على البحر 🌊'
  const titleAr = 'فيلا & حديقة <خاصة> 🌴'
  const reference = `CK-FEED-${Date.now().toString(36)}`
  let listingId: number
  let brokerId: number
  const made: string[] = []

  beforeAll(async () => {
    const template = ((await asStaff('/cms-api/properties?depth=0&limit=1&where[publication][equals]=published&where[completionStatus][equals]=ready')).docs as Row[])[0]!
    const photo = (template.gallery as number[])[0]!
    const broker = await staffCreate('team', { firstName: 'Layla', lastName: 'Haddad', slug: `layla-haddad-${Date.now().toString(36)}`, designation: 'Property Consultant', profile: photo, brn: '77123', phone: '+971 50 555 0199', email: 'layla.haddad@crescentkey.ae', languages: ['en', 'ar'] })
    brokerId = broker.id as number
    made.push(`/cms-api/team/${brokerId}`)
    const listing = await staffCreate('properties', {
      name: title,
      reference,
      permitNumber: '7119988776',
      permitExpiresAt: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      publication: 'draft',
      portals: ['property-finder', 'bayut'],
      status: 'sell',
      type: 'Villa',
      price: 8_450_000,
      city: 'Palm Jumeirah',
      location: 'Frond K, Palm Jumeirah',
      bedrooms: 3,
      bathrooms: 4,
      sqft: 4_100,
      parking: 2,
      description: 'A three-bedroom garden villa on Frond K with its own beach & pool.',
      banner: photo,
      gallery: [photo],
      agent: brokerId,
      completionStatus: 'ready',
    })
    listingId = listing.id as number
    made.unshift(`/cms-api/properties/${listingId}`)
    await asStaff(`/cms-api/properties/${listingId}?locale=ar`, {
      method: 'PATCH',
      body: JSON.stringify({ name: titleAr, description: 'فيلا بثلاث غرف نوم على الشاطئ مع مسبح خاص.', location: 'فروند K، نخلة جميرا' }),
    })
  })

  afterAll(async () => {
    for (const path of made) await asStaff(path, { method: 'DELETE' }).catch(() => undefined)
  })

  const patch = (body: Row) => asStaff(`/cms-api/properties/${listingId}`, { method: 'PATCH', body: JSON.stringify(body) })
  const pfEntry = async () => (await propertyFinder()).properties.find((p) => text(p.reference_number) === reference)
  const bayutEntry = async () => (await bayut()).properties.find((p) => text(p.Property_Ref_No) === reference)

  it('a draft is in neither feed; once published it is, its title escaped and read back whole', async () => {
    expect(await pfEntry()).toBeUndefined()
    expect(await bayutEntry()).toBeUndefined()
    await patch({ publication: 'published' })
    const entry = await until(pfEntry, Boolean, 'published listing in the Property Finder feed')
    expect(text(entry!.title_en)).toBe(title)
    expect(text(entry!.title_ar)).toBe(titleAr)
    expect(text((entry!.agent as Row).license_no)).toBe('77123')
    const raw = (await feed('property-finder')).text
    expect(raw).toContain('Sky &amp; sea &lt;corner&gt;')
    const live = await until(bayutEntry, Boolean, 'published listing in the Bayut feed')
    expect(text(live!.Property_Title_AR)).toBe(titleAr)
    expect(text(live!.Property_Status)).toBe('live')
  })

  it('keeps a listing’s last_update on a re-read and moves it when its price changes', async () => {
    const before = await until(pfEntry, Boolean, 'listing in feed')
    const stamp = String(before!['@_last_update'])
    const again = await pfEntry()
    expect(String(again!['@_last_update'])).toBe(stamp)
    // Nothing changed: the pull is given the copy kept since the last production, and says so.
    expect((await feed('property-finder')).headers.get('server-timing')).toMatch(/^feed;desc="kept";dur=\d+$/)
    const others = new Map((await propertyFinder()).properties.map((p) => [text(p.reference_number), String(p['@_last_update'])]))
    // Stamps are to the second: let one pass so a change is visible.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await patch({ price: 8_250_000 })
    const after = await until(pfEntry, (p) => text(p?.price) === '8250000', 'new price in the feed')
    expect(String(after!['@_last_update'])).not.toBe(stamp)
    expect(String(after!['@_last_update']) > stamp).toBe(true)
    const { list, properties } = await propertyFinder()
    expect(list['@_last_update']).toBe(after!['@_last_update'])
    for (const p of properties) {
      const ref = text(p.reference_number)
      if (ref !== reference && others.has(ref)) expect(String(p['@_last_update']), ref).toBe(others.get(ref))
    }
  })

  it('follows the per-listing choice of portals: unticked for Bayut, it shows there as deleted', async () => {
    await until(pfEntry, Boolean, 'listing in feed')
    const bayutBefore = String((await bayut()).root['@_last_update'])
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await patch({ portals: ['property-finder'] })
    const gone = await until(bayutEntry, (p) => text(p?.Property_Status) === 'deleted', 'unticked listing deleted on Bayut')
    expect(String((await bayut()).root['@_last_update']) > bayutBefore).toBe(true)
    expect(text(gone!.Last_Updated) > bayutBefore).toBe(true)
    expect(await pfEntry()).toBeDefined()
    await patch({ portals: ['bayut'] })
    await until(pfEntry, (entry) => entry === undefined, 'listing leaving Property Finder')
    expect(text((await bayutEntry())?.Property_Status)).toBe('live')
    await patch({ portals: ['property-finder', 'bayut'] })
    await until(pfEntry, Boolean, 'listing back in Property Finder')
  })

  it('follows edits that touch only a translation, the gallery, a newly uploaded photo or the listing’s broker', async () => {
    await until(pfEntry, Boolean, 'listing in feed')
    const template = ((await asStaff('/cms-api/properties?depth=0&limit=1&where[publication][equals]=published&where[completionStatus][equals]=ready')).docs as Row[])[0]!
    const photos = (template.gallery as number[]).slice(0, 2)
    // The Arabic title alone: a row of the translations table, not of the listing's own.
    await asStaff(`/cms-api/properties/${listingId}?locale=ar`, { method: 'PATCH', body: JSON.stringify({ name: `${titleAr} الجديدة` }) })
    await until(pfEntry, (p) => text(p?.title_ar) === `${titleAr} الجديدة`, 'new Arabic title on Property Finder')
    await until(bayutEntry, (p) => text(p?.Property_Title_AR) === `${titleAr} الجديدة`, 'new Arabic title on Bayut')
    // Two photos instead of one: rows of the relations table.
    await patch({ gallery: photos })
    const withTwo = await until(pfEntry, (p) => ((p?.photo as Row | undefined)?.url as Row[] | undefined)?.length === photos.length, 'two photos on Property Finder')
    const urls = ((withTwo!.photo as Row).url as Row[]).map(text)
    await until(bayutEntry, (p) => ((p?.Images as Row | undefined)?.Image as unknown[] | undefined)?.length === photos.length, 'two photos on Bayut')
    // The broker's name: another document, which the listing's row does not change with.
    await asStaff(`/cms-api/team/${brokerId}`, { method: 'PATCH', body: JSON.stringify({ lastName: 'Haddad-Nasser' }) })
    await until(pfEntry, (p) => text((p?.agent as Row | undefined)?.name) === 'Layla Haddad-Nasser', 'renamed broker on Property Finder')
    await until(bayutEntry, (p) => text(p?.Listing_Agent) === 'Layla Haddad-Nasser', 'renamed broker on Bayut')
    // A photo uploaded now: the feeds' copy of the media table is read again for it.
    const source = await asStaff(`/cms-api/media/${photos[0]}?depth=0`)
    const bytes = await (await fetch(new URL(String(source.url), base))).arrayBuffer()
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: 'Garden terrace at dusk' }))
    form.set('file', new Blob([bytes], { type: 'image/jpeg' }), `feed-check-${Date.now().toString(36)}.jpg`)
    const upload = await fetch(`${base}/cms-api/media`, { method: 'POST', headers: { Authorization: `JWT ${await staffToken()}` }, body: form })
    expect(upload.status, await upload.clone().text()).toBe(201)
    const uploaded = ((await upload.json()) as { doc: Row }).doc
    made.push(`/cms-api/media/${String(uploaded.id)}`)
    await patch({ gallery: [photos[0], uploaded.id] })
    const withNew = await until(pfEntry, (p) => ((p?.photo as Row).url as Row[]).some((url) => text(url).endsWith(`/${String(uploaded.filename)}`)), 'new photo on Property Finder')
    expect(((withNew!.photo as Row).url as Row[]).map(text)).not.toEqual(urls)
    await until(bayutEntry, (p) => ((p?.Images as Row).Image as unknown[]).map(text).some((url) => url.endsWith(`/${String(uploaded.filename)}`)), 'new photo on Bayut')
    await patch({ gallery: [photos[0]] })
    await until(pfEntry, (p) => ((p?.photo as Row | undefined)?.url as Row[] | undefined)?.length === 1, 'one photo again')
  })

  it('a listing back to draft leaves Property Finder, whose own last_update moves, and shows as deleted on Bayut', async () => {
    const pfBefore = String((await propertyFinder()).list['@_last_update'])
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await patch({ publication: 'draft' })
    await until(pfEntry, (entry) => entry === undefined, 'draft leaving Property Finder')
    expect(String((await propertyFinder()).list['@_last_update']) > pfBefore).toBe(true)
    await until(bayutEntry, (p) => text(p?.Property_Status) === 'deleted', 'draft deleted on Bayut')
    await patch({ publication: 'published' })
    await until(bayutEntry, (p) => text(p?.Property_Status) === 'live', 'published again, live on Bayut')
  })

  it('a withdrawn listing leaves Property Finder and shows as deleted on Bayut', async () => {
    await patch({ publication: 'withdrawn' })
    await until(pfEntry, (entry) => entry === undefined, 'withdrawn listing leaving Property Finder')
    const entry = await until(bayutEntry, (p) => text(p?.Property_Status) === 'deleted', 'withdrawn listing deleted on Bayut')
    expect(text(entry!.Property_Ref_No)).toBe(reference)
  })

  it('refuses to delete a listing Bayut still lists as deleted, and says until when', async () => {
    const res = await deleteAsStaff(`/cms-api/properties/${listingId}`)
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: { message: string }[] }
    const until30 = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dubai' })
    expect(errors[0]!.message).toBe(
      `${reference} is in Bayut's feed as deleted until ${until30}, so that Bayut takes it down: keep it withdrawn until then.`,
    )
    expect(text((await bayutEntry())!.Property_Status)).toBe('deleted')
  })
})

describe('a listing that never named Bayut', () => {
  const reference = `CK-PF-ONLY-${Date.now().toString(36)}`
  let id: number

  beforeAll(async () => {
    const template = ((await asStaff('/cms-api/properties?depth=0&limit=1&where[publication][equals]=published&where[completionStatus][equals]=ready')).docs as Row[])[0]!
    const { id: _id, publicId: _publicId, createdAt: _c, updatedAt: _u, reference: _r, ...fields } = template
    const made = await staffCreate('properties', { ...(withoutIds(fields) as Row), reference, portals: ['property-finder'], isFeatured: false })
    id = made.id as number
    // Bayut has been pulled since, so its feed knows what it carried.
    await until(async () => (await propertyFinder()).properties, (all) => refsOf(all, 'reference_number').includes(reference), 'listing on Property Finder')
    expect(refsOf((await bayut()).properties, 'Property_Ref_No')).not.toContain(reference)
  })

  it('is not carried as deleted on Bayut once withdrawn, and keeps the enquiries that name it', async () => {
    const publicId = String((await asStaff(`/cms-api/properties/${id}?depth=0`)).publicId)
    const enquiry = clientId('about-pf-only')
    const sent = await postJson('/api/v1/contacts', { ...validEnquiry, email: `${enquiry}@example.com`, page: `/property/${publicId}`, property: publicId, clientId: enquiry })
    expect(sent.status).toBe(201)

    await asStaff(`/cms-api/properties/${id}`, { method: 'PATCH', body: JSON.stringify({ publication: 'withdrawn' }) })
    await until(async () => (await propertyFinder()).properties, (all) => !refsOf(all, 'reference_number').includes(reference), 'withdrawn listing leaving Property Finder')
    expect(refsOf((await bayut()).properties, 'Property_Ref_No')).not.toContain(reference)

    const res = await deleteAsStaff(`/cms-api/properties/${id}`)
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: { message: string }[] }
    expect(errors[0]!.message).toBe(`${reference} has 1 enquiry, which names it: keep it withdrawn, so they keep their listing.`)
  })
})

