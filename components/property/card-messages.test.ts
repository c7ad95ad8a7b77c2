import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'

// The listing cards say the noun after the figure (messages/*.json, PropertyCard).
const card = (locale: 'en' | 'ar') =>
  createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace: 'PropertyCard' })

// The home page's featured cards say the count with its noun (messages/*.json, Home).
const home = (locale: 'en' | 'ar') =>
  createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace: 'Home' })

describe('bedroom and bathroom counts on the cards', () => {
  it('says one in the singular, in both editions', () => {
    expect(card('en')('beds', { count: 1 })).toBe('Bed')
    expect(card('en')('beds', { count: 3 })).toBe('Beds')
    expect(card('en')('baths', { count: 1 })).toBe('Bath')
    expect(card('ar')('beds', { count: 1 })).toBe('غرفة نوم')
    // After the figure, as a card shows it: '2 غرفة نوم', '4 غرف نوم'.
    expect(card('ar')('beds', { count: 2 })).toBe('غرفة نوم')
    expect(card('ar')('beds', { count: 4 })).toBe('غرف نوم')
    expect(card('ar')('beds', { count: 12 })).toBe('غرفة نوم')
    expect(card('ar')('baths', { count: 1 })).toBe('حمّام')
    expect(home('en')('beds', { count: 1 })).toBe('1 Bed')
    expect(home('en')('beds', { count: 2 })).toBe('2 Beds')
    expect(home('en')('baths', { count: 1 })).toBe('1 Bath')
    // Arabic says one and two with the noun alone, and Western digits before it otherwise.
    expect(home('ar')('beds', { count: 1 })).toBe('غرفة نوم واحدة')
    expect(home('ar')('beds', { count: 2 })).toBe('غرفتا نوم')
    expect(home('ar')('beds', { count: 4 })).toBe('4 غرف نوم')
    expect(home('ar')('beds', { count: 12 })).toBe('12 غرفة نوم')
    expect(home('ar')('baths', { count: 2 })).toBe('حمّامان')
  })
})
