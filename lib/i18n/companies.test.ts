import { describe, expect, it } from 'vitest'
import { bankLabel, developerLabel } from './companies'

describe('developer and bank names', () => {
  it.each([
    ['Emaar Properties', 'إعمار العقارية'],
    ['Damac Properties', 'داماك العقارية'],
    ['Nakheel', 'نخيل'],
    ['Sobha Realty', 'شوبا العقارية'],
  ])('the Arabic edition names %s as %s', (english, arabic) => {
    expect(developerLabel(english, 'ar')).toBe(arabic)
    expect(developerLabel(english, 'en')).toBe(english)
  })

  it.each([
    ['Emirates NBD', 'الإمارات دبي الوطني'],
    ['Mashreq', 'المشرق'],
    ['Abu Dhabi Islamic Bank', 'مصرف أبوظبي الإسلامي'],
    ['Dubai Islamic Bank', 'بنك دبي الإسلامي'],
  ])('the Arabic edition names %s as %s', (english, arabic) => {
    expect(bankLabel(english, 'ar')).toBe(arabic)
    expect(bankLabel(english, 'en')).toBe(english)
  })

  it('shows a firm it does not know as staff typed it', () => {
    expect(developerLabel('Crescent Heights Development', 'ar')).toBe(
      'Crescent Heights Development',
    )
    expect(bankLabel('Falcon National Bank', 'ar')).toBe('Falcon National Bank')
  })
})
