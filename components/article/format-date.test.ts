import { describe, expect, it } from 'vitest'
import { formatArticleDate } from './format-date'

describe('formatArticleDate', () => {
  it('keeps the British order in English', () => {
    expect(formatArticleDate('2026-03-12T08:00:00.000Z', 'en')).toBe('12 March 2026')
  })

  it('names the month in Arabic with Western digits', () => {
    const date = formatArticleDate('2026-03-12T08:00:00.000Z', 'ar')
    expect(date).toContain('مارس')
    expect(date).toMatch(/12/)
    expect(date).toMatch(/2026/)
    expect(date).not.toMatch(/[\u0660-\u0669]/)
  })

  it('uses Dubai time, so a late-evening publish keeps its day', () => {
    expect(formatArticleDate('2026-03-12T21:30:00.000Z', 'en')).toBe('13 March 2026')
  })

  it('answers nothing for an unreadable date', () => {
    expect(formatArticleDate('not a date', 'ar')).toBe('')
  })
})
