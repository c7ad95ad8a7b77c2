import { describe, expect, it } from 'vitest'
import { homeMessages } from '@/components/home/messages'
import { cardMessages } from './card-messages'

describe('bedroom and bathroom counts on the cards', () => {
  it('says one in the singular, in both editions', () => {
    expect(cardMessages.en.beds(1)).toBe('Bed')
    expect(cardMessages.en.beds(3)).toBe('Beds')
    expect(cardMessages.en.baths(1)).toBe('Bath')
    expect(cardMessages.ar.beds(1)).toBe('غرفة نوم')
    // After the figure, as a card shows it: '2 غرفة نوم', '4 غرف نوم'.
    expect(cardMessages.ar.beds(2)).toBe('غرفة نوم')
    expect(cardMessages.ar.beds(4)).toBe('غرف نوم')
    expect(cardMessages.ar.beds(12)).toBe('غرفة نوم')
    expect(cardMessages.ar.baths(1)).toBe('حمّام')
    expect(homeMessages.en.beds(1)).toBe('1 Bed')
    expect(homeMessages.en.beds(2)).toBe('2 Beds')
    expect(homeMessages.en.baths(1)).toBe('1 Bath')
  })
})
