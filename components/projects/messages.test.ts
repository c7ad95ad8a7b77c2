import { describe, expect, it } from 'vitest'
import { cardMessages } from '@/components/property/card-messages'
import { compareMessages } from '@/components/compare/messages'
import { filterMessages } from '@/components/filters/messages'
import { projectMessages } from './messages'

/*
 * Counts in the Arabic edition: the noun after a figure takes the plural from 3 to 10 and the
 * singular otherwise (accusative from 11 to 99), so '12 مشروعاً', never '12 مشروع' or
 * '1 غرف نوم'.
 */
describe('Arabic counts read as a Gulf reader says them', () => {
  it.each([
    [1, 'مشروع على الخارطة'],
    [5, 'مشاريع على الخارطة'],
    [12, 'مشروعاً على الخارطة'],
    [100, 'مشروع على الخارطة'],
  ])('%i off-plan projects: “%s”', (count, words) => {
    expect(projectMessages.ar.listCount(count)).toBe(words)
  })

  it.each([
    [1, 'غرفة نوم', 'حمّام'],
    [2, 'غرفة نوم', 'حمّام'],
    [4, 'غرف نوم', 'حمّامات'],
    [11, 'غرفة نوم', 'حمّام'],
  ])('a card with %i bedrooms and bathrooms: “%s”, “%s”', (count, beds, baths) => {
    expect(cardMessages.ar.beds(count)).toBe(beds)
    expect(cardMessages.ar.baths(count)).toBe(baths)
    expect(cardMessages.en.beds(count)).toBe(count === 1 ? 'Bed' : 'Beds')
    expect(cardMessages.en.baths(count)).toBe(count === 1 ? 'Bath' : 'Baths')
  })

  it('names a bedroom option above ten with the singular', () => {
    expect(filterMessages.ar.bedroomOption(4)).toBe('4 غرف نوم')
    expect(filterMessages.ar.bedroomOption(12)).toBe('12 غرفة نوم')
  })

  it('says a one- or two-year term without a figure before the noun', () => {
    const note = (years: number) => compareMessages.ar.paymentNote(50, 4.5, years)
    expect(note(1)).toContain('على مدى عام واحد.')
    expect(note(2)).toContain('على مدى عامين.')
    expect(note(5)).toContain('على مدى 5 أعوام.')
    expect(note(25)).toContain('على مدى 25 عاماً.')
  })
})
