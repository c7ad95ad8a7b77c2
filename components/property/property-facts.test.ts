import { describe, expect, it } from 'vitest'
import { formatPrice } from '@/lib/format'
import { propertyWhatsappHref, statusLabel } from './property-card'
import {
  buildingInfoRows,
  enquiryMessageFor,
  formatListedDate,
  paragraphsOf,
  placeOf,
  propertyInfoRows,
  shorten,
} from './property-facts'

describe('listing facts', () => {
  it('labels createdDate as the date it was Listed', () => {
    const rows = propertyInfoRows({
      Reference: 'CK-S-1042',
      createdDate: '2026-03-12T08:00:00.000Z',
    })
    expect(rows).toEqual([
      ['Reference', 'CK-S-1042'],
      ['Listed', '12 March 2026'],
    ])
  })
  it('keeps an unparsable date as stored', () => {
    expect(formatListedDate('soon')).toBe('soon')
  })
  it('gives the building size a label and unit, once', () => {
    expect(buildingInfoRows({ Floors: '42', sqft: '1850' })).toEqual([
      ['Floors', '42'],
      ['Built-up area', '1,850 Sq. Feet'],
    ])
    expect(buildingInfoRows({ Building: 'Marina Gate 2', Sqft: '1,240', sqft: '1240' })).toEqual([
      ['Building', 'Marina Gate 2'],
      ['Built-up area', '1,240 Sq. Feet'],
    ])
  })
  it('names the city only when the location does not', () => {
    expect(placeOf({ location: 'Boulevard Point, Downtown Dubai', city: 'Downtown Dubai' })).toBe(
      'Boulevard Point, Downtown Dubai',
    )
    expect(placeOf({ location: 'Marina Gate 2', city: 'Dubai Marina' })).toBe(
      'Marina Gate 2, Dubai Marina',
    )
  })
  it('shortens meta descriptions at a word boundary', () => {
    expect(shorten('Short text.', 50)).toBe('Short text.')
    expect(
      shorten(
        'From the 41st floor of Boulevard Point, this two-bedroom looks onto the Fountain',
        40,
      ),
    ).toBe('From the 41st floor of Boulevard Point…')
  })
  it('splits the description into paragraphs', () => {
    expect(paragraphsOf('First.\n\nSecond.\nThird.\n\n')).toEqual(['First.', 'Second.', 'Third.'])
  })
})

describe('card texts', () => {
  it('reads For Sell / For Rent from the status', () => {
    expect(statusLabel('sell')).toBe('For Sell')
    expect(statusLabel('rent')).toBe('For Rent')
  })
  it('shows prices as the card does', () => {
    expect(formatPrice(3250000)).toBe('3,250,000 AED')
  })
  it('opens WhatsApp on the firm number with the listing named', () => {
    const href = propertyWhatsappHref('+971 50 123 4567', {
      name: 'Marina Gate Residence',
      reference: 'CK-S-1042',
    })
    expect(href.startsWith('https://wa.me/971501234567?text=')).toBe(true)
    const text = decodeURIComponent(href.split('?text=')[1]!)
    expect(text).toContain('Marina Gate Residence')
    expect(text).toContain('CK-S-1042')
  })
  it('prefills the enquiry with the reference', () => {
    expect(enquiryMessageFor({ name: 'Palm Villa', reference: 'CK-R-7' })).toContain('Ref. CK-R-7')
  })
})
