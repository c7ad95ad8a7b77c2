import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import {
  commitTypedText,
  filterOptions,
  labelOf,
  nextActiveIndex,
  UNFILTERED_LIMIT,
  type DropdownOption,
} from './dropdown-options'
import { bedroomOptions } from './filter-bar.client'

const texts = (locale: 'en' | 'ar') =>
  createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace: 'Filters' })

const cities: DropdownOption[] = [
  'Arabian Ranches',
  'Business Bay',
  'City Walk',
  'Downtown Dubai',
  'Dubai Creek Harbour',
  'Dubai Hills',
  'Dubai Marina',
  'Emirates Hills',
  'JBR',
  'JVC',
  'Palm Jumeirah',
  'Sobha Hartland',
].map((c) => ({ value: c, label: c }))
const bedrooms: DropdownOption[] = [
  { value: '1', label: '1 Bedroom', name: '1' },
  { value: '2', label: '2 Bedrooms', name: '2' },
]

describe('filterOptions', () => {
  it('shows only the first 10 options when nothing is typed', () => {
    expect(filterOptions(cities, '')).toHaveLength(UNFILTERED_LIMIT)
    expect(filterOptions(cities, '   ').map((o) => o.label)).toEqual(
      cities.slice(0, 10).map((o) => o.label),
    )
  })
  it('matches the typed text case-insensitively anywhere in the label', () => {
    expect(filterOptions(cities, 'dUBAI').map((o) => o.label)).toEqual([
      'Downtown Dubai',
      'Dubai Creek Harbour',
      'Dubai Hills',
      'Dubai Marina',
    ])
  })
  it('matches against the name as well as the label', () => {
    const options = [{ value: 'x', label: 'Penthouse', name: 'Sky villa' }]
    expect(filterOptions(options, 'sky')).toEqual(options)
  })
  it('returns nothing when nothing matches, and does not cap typed results', () => {
    expect(filterOptions(cities, 'zzz')).toEqual([])
    const many = Array.from({ length: 15 }, (_, i) => ({ value: `v${i}`, label: `Tower ${i}` }))
    expect(filterOptions(many, 'tower')).toHaveLength(15)
  })
})

describe('commitTypedText', () => {
  it('accepts typed text different from the current value when custom values are allowed', () => {
    expect(commitTypedText(cities, 'Al Barsha', 'JVC', true)).toBe('Al Barsha')
  })
  it('maps typed text that equals an option (any case) to that option', () => {
    expect(commitTypedText(cities, 'dubai marina', '', true)).toBe('Dubai Marina')
  })
  it('clears the value when the text is cleared', () => {
    expect(commitTypedText(cities, '  ', 'JVC', true)).toBe('')
  })
  it('keeps the current value when custom values are not allowed', () => {
    expect(commitTypedText(bedrooms, '7 rooms', '2', false)).toBe('2')
  })
  it('keeps the value when the text is the current label', () => {
    expect(commitTypedText(bedrooms, '2 Bedrooms', '2', true)).toBe('2')
  })
})

describe('labelOf and keyboard movement', () => {
  it('shows the label of a chosen option, or a custom value as typed', () => {
    expect(labelOf(bedrooms, '2')).toBe('2 Bedrooms')
    expect(labelOf(cities, 'Al Barsha')).toBe('Al Barsha')
    expect(labelOf(cities, '')).toBe('')
  })
  it('moves within bounds and jumps with Home/End', () => {
    expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0)
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(2)
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(0)
    expect(nextActiveIndex('ArrowUp', -1, 3)).toBe(2)
    expect(nextActiveIndex('Home', 2, 3)).toBe(0)
    expect(nextActiveIndex('End', 0, 3)).toBe(2)
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBe(-1)
  })
})

describe('the Arabic edition’s choices', () => {
  it('keeps the English bedroom labels of docs/requirements.md §2 and names them in Arabic, both found by the digit', () => {
    expect(bedroomOptions(texts('en')).map((o) => o.label)).toEqual([
      '1 Bedroom',
      '2 Bedrooms',
      '3 Bedrooms',
      '4 Bedrooms',
    ])
    const arabic = bedroomOptions(texts('ar'))
    expect(arabic.map((o) => o.label)).toEqual([
      'غرفة نوم واحدة',
      'غرفتا نوم',
      '3 غرف نوم',
      '4 غرف نوم',
    ])
    expect(filterOptions(arabic, '2').map((o) => o.value)).toEqual(['2'])
  })
  it('finds an Arabic community by its English name and keeps the English value', () => {
    const options: DropdownOption[] = [
      { value: 'Dubai Marina', label: 'دبي مارينا', name: 'Dubai Marina' },
    ]
    expect(filterOptions(options, 'marina')).toEqual(options)
    expect(filterOptions(options, 'مارينا')).toEqual(options)
    expect(commitTypedText(options, 'دبي مارينا', '', true)).toBe('Dubai Marina')
    expect(labelOf(options, 'Dubai Marina')).toBe('دبي مارينا')
  })
})
