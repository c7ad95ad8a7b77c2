import { describe, expect, it } from 'vitest'
import { bankLabel, developerLabel, namedIn, namedInArabic } from './companies'

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

  it.each([
    ['Emaar Properties', '艾玛尔地产'],
    ['Damac Properties', '达马克地产'],
    ['Dubai Properties', '迪拜地产'],
  ])('the Chinese edition names %s as %s', (english, chinese) => {
    expect(developerLabel(english, 'zh')).toBe(chinese)
  })

  it.each([
    ['Emirates NBD', '阿联酋国民银行'],
    ['FAB', '阿布扎比第一银行'],
    ['Dubai Islamic Bank', '迪拜伊斯兰银行'],
  ])('the Chinese edition names %s as %s', (english, chinese) => {
    expect(bankLabel(english, 'zh')).toBe(chinese)
  })

  it('keeps the brands Chinese readers know in Latin letters, and every name in Russian', () => {
    expect(developerLabel('Nakheel', 'zh')).toBe('Nakheel')
    expect(bankLabel('Mashreq', 'zh')).toBe('Mashreq')
    expect(developerLabel('Emaar Properties', 'ru')).toBe('Emaar Properties')
    expect(bankLabel('Emirates NBD', 'ru')).toBe('Emirates NBD')
    expect(namedIn('ru')).toEqual([])
  })

  it('lists the names each edition gives its own form', () => {
    expect(namedInArabic).toContain('Nakheel')
    expect(namedIn('zh')).toContain('Emaar Properties')
    expect(namedIn('zh')).not.toContain('Nakheel')
    expect(namedIn('en')).toEqual([])
  })
})
