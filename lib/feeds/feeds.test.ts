import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { bayutEntry, bayutFeed, bayutProperty } from './bayut'
import { completionStatus, offeringType, propertyFinderType } from './codes'
import type { FeedListing } from './listing'
import { propertyFinderEntry, propertyFinderFeed, propertyFinderProperty } from './property-finder'
import { EMPTY_FEED_STATE, elementHash, restamp } from './stamps'
import { feedTokenMatches } from './token'
import { xmlElement, xmlText } from './xml'

const tricky = 'Sea & sky <view> "2BR" — شقة على البحر 🌊'

function listing(overrides: Partial<FeedListing> = {}): FeedListing {
  return {
    id: '7',
    reference: 'CK-10234',
    permitNumber: '7114523690',
    state: 'live',
    purpose: 'sell',
    type: 'Apartment',
    price: 3_150_000,
    community: 'Dubai Marina',
    subCommunity: 'Marina Gate 2',
    title: { en: tricky, ar: 'شقة بغرفتين & إطلالة <مارينا> 🏙️' },
    description: { en: 'Two bedrooms over the canal.\u0007 Refitted in 2024.', ar: 'غرفتا نوم فوق القناة.' },
    sqft: 1240,
    bedrooms: 2,
    bathrooms: 3,
    furnishing: 'unfurnished',
    completion: 'ready',
    saleType: 'resale',
    developer: 'Select Group',
    projectName: '',
    dldWaiverPercent: 0,
    serviceCharge: 21,
    cheques: null,
    amenities: ['Pool', 'Gym & spa'],
    agent: {
      id: '3',
      name: 'Dmitri Volkov',
      email: 'dmitri@crescentkey.ae',
      phone: '+971 50 555 0134',
      photo: 'https://www.crescentkey.ae/cms-api/media/file/dmitri.jpg',
      brn: '48213',
    },
    photos: [
      { url: 'https://www.crescentkey.ae/cms-api/media/file/a.jpg?x=1&y=2', updatedAt: '2026-11-01T08:00:00.000Z' },
      { url: 'https://www.crescentkey.ae/cms-api/media/file/b.jpg', updatedAt: '2026-11-02T08:00:00.000Z' },
    ],
    ...overrides,
  }
}

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => ['property', 'Property', 'url', 'Image', 'Portal', 'feature', 'Feature'].includes(name) })

describe('portal codes', () => {
  it('maps each type, purpose and completion to the portal codes', () => {
    expect(['Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Duplex', 'Office', 'Retail'].map(propertyFinderType)).toEqual(['AP', 'VH', 'TH', 'PH', 'DX', 'OF', 'SH'])
    expect(offeringType({ type: 'Villa', purpose: 'sell' })).toBe('RS')
    expect(offeringType({ type: 'Apartment', purpose: 'rent' })).toBe('RR')
    expect(offeringType({ type: 'Office', purpose: 'sell' })).toBe('CS')
    expect(offeringType({ type: 'Retail', purpose: 'rent' })).toBe('CR')
    expect(completionStatus({ completion: 'ready', saleType: 'resale' })).toBe('completed')
    expect(completionStatus({ completion: 'ready', saleType: 'primary' })).toBe('completed_primary')
    expect(completionStatus({ completion: 'off-plan', saleType: 'resale' })).toBe('off_plan')
    expect(completionStatus({ completion: 'off-plan', saleType: 'primary' })).toBe('off_plan_primary')
  })
})

describe('Property Finder feed', () => {
  it('escapes titles through the XML library and reads back exactly, Arabic and emoji included', () => {
    const xml = propertyFinderFeed([propertyFinderEntry({ element: propertyFinderProperty(listing()), lastUpdate: '2026-11-20T10:00:00.000Z' })], '2026-11-20T10:00:00.000Z').toString('utf8')
    expect(xml).toContain('Sea &amp; sky &lt;view&gt;')
    const { list } = parser.parse(xml)
    expect(list['@_listing_count']).toBe('1')
    expect(list['@_last_update']).toBe('2026-11-20 10:00:00')
    const property = list.property[0]
    expect(property.title_en).toBe(tricky)
    expect(property.title_ar).toBe('شقة بغرفتين & إطلالة <مارينا> 🏙️')
    // A control character would make the file unreadable; it is dropped, the text kept.
    expect(property.description_en).toBe('Two bedrooms over the canal. Refitted in 2024.')
    expect(property.offering_type).toBe('RS')
    expect(property.price).toBe('3150000')
    expect(property.agent.license_no).toBe('48213')
    expect(property.photo.url.map((url: Record<string, string>) => url['#text'])).toEqual([
      'https://www.crescentkey.ae/cms-api/media/file/a.jpg?x=1&y=2',
      'https://www.crescentkey.ae/cms-api/media/file/b.jpg',
    ])
    expect(property.photo.url[0]['@_last_updated']).toBe('2026-11-01 08:00:00')
  })

  it('gives a rent by the year and a studio as "studio"', () => {
    const element = propertyFinderProperty(listing({ purpose: 'rent', price: 135_000, bedrooms: 0, cheques: 4 }))
    expect(element.price).toEqual({ yearly: 135_000 })
    expect(element.cheques).toBe(4)
    expect(propertyFinderProperty(listing())).not.toHaveProperty('cheques')
    expect(element.bedroom).toBe('studio')
    expect(element.offering_type).toBe('RR')
  })

  it('takes the list’s last_update from the feed’s own stamp, each listing’s from its own', () => {
    const a = { element: propertyFinderProperty(listing()), lastUpdate: '2026-11-20T10:00:00.000Z' }
    const b = { element: propertyFinderProperty(listing({ reference: 'CK-2' })), lastUpdate: '2026-11-25T09:30:00.000Z' }
    const { list } = parser.parse(propertyFinderFeed([a, b].map(propertyFinderEntry), '2026-11-27T12:00:00.000Z').toString('utf8'))
    expect(list['@_last_update']).toBe('2026-11-27 12:00:00')
    expect(list.property.map((p: Record<string, string>) => p['@_last_update'])).toEqual(['2026-11-20 10:00:00', '2026-11-25 09:30:00'])
  })

  it('gives an office or a shop no bedrooms, and phones as digits', () => {
    for (const type of ['Office', 'Retail']) {
      expect(propertyFinderProperty(listing({ type, bedrooms: 0 }))).not.toHaveProperty('bedroom')
      expect(bayutProperty(listing({ type, bedrooms: 0 }))).not.toHaveProperty('Bedrooms')
    }
    expect(propertyFinderProperty(listing()).agent).toMatchObject({ phone: '+971505550134' })
    expect(bayutProperty(listing()).Listing_Agent_Phone).toBe('+971505550134')
  })
})

describe('Bayut feed', () => {
  it('carries an off-plan developer sale as New with its DLD waiver, a resale without one', () => {
    const primary = bayutProperty(listing({ completion: 'off-plan', saleType: 'primary', dldWaiverPercent: 50, projectName: 'Creek Waters' }))
    expect(primary).toMatchObject({ Off_plan: 'Yes', offplanDetails_saleType: 'New', offplanDetails_dldWaiver: 50, Tower_Name: 'Creek Waters' })
    const resale = bayutProperty(listing({ completion: 'off-plan', saleType: 'resale' }))
    expect(resale).toMatchObject({ Off_plan: 'Yes', offplanDetails_saleType: 'Resale' })
    expect(resale).not.toHaveProperty('offplanDetails_dldWaiver')
    expect(bayutProperty(listing())).toMatchObject({ Off_plan: 'No', Property_purpose: 'Buy' })
    expect(bayutProperty(listing({ purpose: 'rent' }))).toMatchObject({ Property_purpose: 'Rent', Rent_Frequency: 'Yearly' })
  })

  it('lists a listing that left as deleted, and reads back every field', () => {
    const xml = bayutFeed(
      [
        { element: bayutProperty(listing()), lastUpdate: '2026-11-20T10:00:00.000Z' },
        { element: bayutProperty(listing({ id: '8', reference: 'CK-8', state: 'deleted' })), lastUpdate: '2026-11-21T10:00:00.000Z' },
      ].map(bayutEntry),
      '2026-11-28T00:00:00.000Z',
    ).toString('utf8')
    const { Properties } = parser.parse(xml)
    expect(Properties.Property.map((p: Record<string, string>) => p.Property_Status)).toEqual(['live', 'deleted'])
    const first = Properties.Property[0]
    expect(first.Property_Title).toBe(tricky)
    expect(first.Property_Size_Unit).toBe('SQFT')
    expect(first.Images.Image).toHaveLength(2)
    expect(first.Portals.Portal).toEqual(['Bayut', 'dubizzle'])
    expect(first.Features.Feature).toEqual(['Pool', 'Gym & spa'])
    expect(first.Last_Updated).toBe('2026-11-20 10:00:00')
  })
})

describe('last_update stamps', () => {
  const live = (element: unknown) => ({ hash: elementHash(element), live: true })
  it('keep a listing’s time while its element is unchanged and move it when anything in it changes', () => {
    const first = restamp(EMPTY_FEED_STATE, new Map([['7', live(propertyFinderProperty(listing()))]]), 'T1')
    expect(first.changed).toBe(true)
    expect(first.state.changedAt).toBe('T1')
    const same = restamp(first.state, new Map([['7', live(propertyFinderProperty(listing()))]]), 'T2')
    expect(same).toEqual({ state: { listings: { '7': { hash: first.state.listings['7']!.hash, since: 'T1' } }, changedAt: 'T1' }, changed: false })
    const repriced = restamp(first.state, new Map([['7', live(propertyFinderProperty(listing({ price: 3_000_000 })))]]), 'T3')
    expect(repriced.state.listings['7']!.since).toBe('T3')
    expect(repriced.state.changedAt).toBe('T3')
  })

  it('move the feed’s own time when a listing leaves it, though no other listing changed', () => {
    const two = new Map([
      ['7', live(propertyFinderProperty(listing()))],
      ['8', live(propertyFinderProperty(listing({ id: '8', reference: 'CK-10235' })))],
    ])
    const first = restamp(EMPTY_FEED_STATE, two, 'T1')
    const oneLeft = restamp(first.state, new Map([['7', two.get('7')!]]), 'T2')
    expect(oneLeft.changed).toBe(true)
    expect(oneLeft.state.changedAt).toBe('T2')
    expect(oneLeft.state.listings['7']!.since).toBe('T1')
    expect(restamp(first.state, new Map(), 'T4')).toEqual({ state: { listings: {}, changedAt: 'T4' }, changed: true })
  })

  it('keep the moment a listing left while it is carried as deleted, and forget it when it comes back', () => {
    const first = restamp(EMPTY_FEED_STATE, new Map([['7', live(bayutProperty(listing()))]]), 'T1')
    const deleted = { hash: elementHash(bayutProperty(listing({ state: 'deleted' }))), live: false }
    const left = restamp(first.state, new Map([['7', deleted]]), 'T2')
    expect(left.state.listings['7']).toEqual({ hash: deleted.hash, since: 'T2', leftAt: 'T2' })
    const stillGone = restamp(left.state, new Map([['7', deleted]]), 'T3')
    expect(stillGone.changed).toBe(false)
    expect(stillGone.state.listings['7']!.leftAt).toBe('T2')
    const back = restamp(stillGone.state, new Map([['7', live(bayutProperty(listing()))]]), 'T4')
    expect(back.state.listings['7']).toEqual({ hash: first.state.listings['7']!.hash, since: 'T4' })
  })
})

describe('feed token', () => {
  it('matches only the configured token, and nothing when none is configured', () => {
    expect(feedTokenMatches('a'.repeat(32), 'a'.repeat(32))).toBe(true)
    expect(feedTokenMatches('a'.repeat(31), 'a'.repeat(32))).toBe(false)
    expect(feedTokenMatches('', 'a'.repeat(32))).toBe(false)
    expect(feedTokenMatches(null, 'a'.repeat(32))).toBe(false)
    expect(feedTokenMatches('anything', null)).toBe(false)
    expect(feedTokenMatches('', '')).toBe(false)
  })
})

describe('the feeds’ XML', () => {
  it('escapes through the library what would break the file, and drops what XML cannot carry', () => {
    const xml = xmlElement('p', { '@_note': 'a "quoted" <value>', t: 'a & b < c > d', control: xmlText('ok\u0007 here\uD800') })
    expect(xml).toContain('<t>a &amp; b &lt; c &gt; d</t>')
    expect(xml).toContain('note="a &quot;quoted&quot; &lt;value&gt;"')
    expect(xml).toContain('<control>ok here</control>')
    expect(xmlText('🏙️ كامل')).toBe('🏙️ كامل')
  })
})
