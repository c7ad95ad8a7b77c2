import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Media, Project as ProjectDoc } from '@/lib/cms/payload-types'

vi.mock('server-only', () => ({}))
// The reads themselves, without Next's data cache or a database: the test sees what is asked.
vi.mock('./cache', () => ({ cachedRead: (_key: string, _tags: string[], read: unknown) => read }))
const find = vi.fn()
vi.mock('./payload', () => ({ payloadClient: async () => ({ find }) }))
const projectLink = { projects: { publicId: true, slug: true, name: true } }
vi.mock('./properties', () => ({ projectLink, toProperty: (doc: { publicId: string }) => ({ _id: doc.publicId }) }))

const { getProject, listProjects, toProject } = await import('./projects')

const photo = { id: 7, alt: 'Tower', filename: 'tower.jpg', width: 2000, height: 1200 } as Media

const doc = {
  id: 3,
  publicId: '6b095d2a2ed40501b7049ac0',
  name: 'Creek Vista',
  slug: 'creek-vista',
  developer: { id: 1, publicId: '6b095d2a1db4f9246fce0fbe', name: 'Emaar', slug: 'emaar', logo: photo, profile: null },
  community: 'Dubai Creek Harbour',
  projectStatus: 'under-construction',
  launchDate: '2026-03-01T00:00:00.000Z',
  constructionProgress: 35,
  handoverQuarter: 'Q4',
  handoverYear: 2028,
  dldProjectNumber: '',
  escrowBank: 'Emirates NBD',
  isVerified: true,
  location: 'Off Ras Al Khor Road',
  description: { root: {} },
  descriptionHtml: '<p>Waterfront</p><script>alert(1)</script>',
  paymentPlan: [
    { label: '10 % on booking', percent: 10, stage: 'booking', instalments: 1, id: 'a' },
    { label: '40 % during construction', percent: 40, stage: 'construction', instalments: 4, id: 'b' },
    { label: '50 % on handover', percent: 50, stage: 'handover', instalments: 1, dueMonthsAfterBooking: null, id: 'c' },
  ],
  unitTypes: [
    { type: 'Apartment', bedrooms: 2, sizeFromSqft: 1100, sizeToSqft: 1300, priceFromAed: 2_300_000, availability: 'limited' },
    { type: 'Apartment', bedrooms: 1, sizeFromSqft: 700, sizeToSqft: 850, priceFromAed: 1_400_000, availability: 'available' },
  ],
  gallery: [photo],
  amenities: [{ name: 'Pool', id: 'x' }],
  brochure: 12,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
  _status: 'published',
} as unknown as ProjectDoc

const page = { docs: [doc], totalDocs: 1, limit: 9, page: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false, nextPage: null, prevPage: null }

beforeEach(() => find.mockReset())

describe('toProject', () => {
  it('maps a project to the contract', () => {
    const project = toProject(doc)
    expect(project).toMatchObject({
      _id: '6b095d2a2ed40501b7049ac0',
      slug: 'creek-vista',
      status: 'under-construction',
      handover: { quarter: 4, year: 2028 },
      dldProjectNumber: null,
      escrowBank: 'Emirates NBD',
      isVerified: true,
      paymentPlanShort: '50/50',
      priceFromAed: 1_400_000,
      hasBrochure: true,
      amenities: [{ name: 'Pool' }],
    })
    expect(project.developer).toMatchObject({ _id: '6b095d2a1db4f9246fce0fbe', slug: 'emaar', profile: null })
    expect(project.developer!.logo!.s3Url).toBe('/cms-api/media/file/tower.jpg')
    expect(project.banner.s3Url).toBe('/cms-api/media/file/tower.jpg')
    expect(project.paymentPlan[0]).toEqual({ label: '10 % on booking', percent: 10, stage: 'booking', instalments: 1, dueMonthsAfterBooking: null })
    expect(project.description).toBe('<p>Waterfront</p>')
  })

  it('copes with an unpopulated developer and no units or brochure', () => {
    const project = toProject({ ...doc, developer: 1, unitTypes: [], brochure: null })
    expect(project.developer).toBeNull()
    expect(project.priceFromAed).toBeNull()
    expect(project.hasBrochure).toBe(false)
  })
})

describe('listProjects', () => {
  it('asks for published projects only, newest launch first, with every filter', async () => {
    find.mockResolvedValue(page)
    const data = await listProjects({ page: 2, limit: 5, community: 'Creek', developer: 'emaar', handoverYear: 2028, status: 'ready' })
    expect(data.docs[0]!._id).toBe(doc.publicId)
    const args = find.mock.calls[0]![0]
    expect(args).toMatchObject({ collection: 'projects', page: 2, limit: 5, sort: ['-launchDate', '-id'], overrideAccess: false, joins: false })
    expect(args.where).toEqual({
      and: [
        { _status: { equals: 'published' } },
        { community: { like: 'Creek' } },
        { 'developer.slug': { equals: 'emaar' } },
        { handoverYear: { equals: 2028 } },
        { projectStatus: { equals: 'ready' } },
      ],
    })
  })
})

describe('getProject', () => {
  it('reads by public id or slug, and adds the off-plan listings', async () => {
    find.mockResolvedValueOnce({ docs: [doc] }).mockResolvedValueOnce({ docs: [{ publicId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }] })
    const project = await getProject('6b095d2a2ed40501b7049ac0')
    expect(project!.listings).toEqual([{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }])
    expect(find.mock.calls[0]![0].where).toEqual({
      and: [{ _status: { equals: 'published' } }, { publicId: { equals: '6b095d2a2ed40501b7049ac0' } }],
    })
    expect(find.mock.calls[1]![0]).toMatchObject({
      collection: 'properties',
      where: { and: [{ project: { equals: 3 } }, { completionStatus: { equals: 'off-plan' } }] },
      // Each listing names its project; the project's own gallery and plan are not read again.
      populate: projectLink,
    })
    find.mockResolvedValueOnce({ docs: [] })
    expect(await getProject('Creek-Vista')).toBeNull()
    expect(find.mock.calls[2]![0].where.and[1]).toEqual({ slug: { equals: 'creek-vista' } })
  })

  it('answers null without a query for what cannot be an id or slug', async () => {
    for (const bad of ['', 'creek vista', "1' OR '1'='1", 'x'.repeat(121)]) expect(await getProject(bad)).toBeNull()
    expect(find).not.toHaveBeenCalled()
  })
})
