import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'

const arabic = (
  namespace:
    | 'Filters'
    | 'Compare'
    | 'Projects'
    | 'PropertyCard'
    | 'ProjectPlan.calculator'
    | 'FavouritesList'
    | 'Broker',
) => createTranslator({ locale: 'ar', messages: ar, namespace })
const english = (namespace: 'PropertyCard') =>
  createTranslator({ locale: 'en', messages: en, namespace })

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
    expect(arabic('Projects')('listCount', { count })).toBe(words)
  })

  it.each([
    [1, 'غرفة نوم', 'حمّام'],
    [2, 'غرفة نوم', 'حمّام'],
    [4, 'غرف نوم', 'حمّامات'],
    [11, 'غرفة نوم', 'حمّام'],
  ])('a card with %i bedrooms and bathrooms: “%s”, “%s”', (count, beds, baths) => {
    const card = arabic('PropertyCard')
    expect(card('beds', { count })).toBe(beds)
    expect(card('baths', { count })).toBe(baths)
    expect(english('PropertyCard')('beds', { count })).toBe(count === 1 ? 'Bed' : 'Beds')
    expect(english('PropertyCard')('baths', { count })).toBe(count === 1 ? 'Bath' : 'Baths')
  })

  it('names a bedroom option above ten with the singular', () => {
    const t = arabic('Filters')
    expect(t('bedroomOption', { count: 4 })).toBe('4 غرف نوم')
    expect(t('bedroomOption', { count: 12 })).toBe('12 غرفة نوم')
  })

  it('says a one- or two-year term without a figure before the noun', () => {
    const t = arabic('Compare')
    const note = (years: number) => t('paymentNote', { offPlanLtv: 50, rate: 4.5, years })
    expect(note(1)).toContain('على مدى عام واحد.')
    expect(note(2)).toContain('على مدى عامين.')
    expect(note(5)).toContain('على مدى 5 أعوام.')
    expect(note(25)).toContain('على مدى 25 عاماً.')
  })

  it.each([
    [1, 'الإجمالي، دفعة واحدة'],
    [2, 'الإجمالي، دفعتان'],
    [7, 'الإجمالي، 7 دفعات'],
    [12, 'الإجمالي، 12 دفعة'],
  ])('a plan of %i payments: “%s”', (count, words) => {
    expect(arabic('ProjectPlan.calculator')('total', { count })).toBe(words)
  })

  it('counts saved homes and a broker’s listings with the noun agreeing', () => {
    const saved = (count: number) => arabic('FavouritesList')('savedCount', { count })
    expect(saved(1)).toBe('عقار محفوظ في هذا المتصفح')
    expect(saved(2)).toBe('عقاران محفوظان في هذا المتصفح')
    expect(saved(4)).toBe('عقارات محفوظة في هذا المتصفح')
    expect(arabic('FavouritesList')('compareHomes', { count: 2 })).toBe('قارن بين العقارين')
    expect(arabic('FavouritesList')('compareHomes', { count: 3 })).toBe('قارن بين 3 عقارات')
    const listings = (count: number) => arabic('Broker')('listingsCount', { count })
    expect([1, 2, 9, 14].map(listings)).toEqual(['عقار واحد', 'عقاران', '9 عقارات', '14 عقاراً'])
  })
})
