import { describe, expect, it } from 'vitest'
import { missingItemOf } from './page-path'

describe('missingItemOf', () => {
  it('reads the edition and the last segment of an address', () => {
    expect(missingItemOf('/property/0123456789abcdef01234567')).toEqual({
      locale: 'en',
      item: '0123456789abcdef01234567',
    })
    expect(missingItemOf('/ar/projects/marina-vista')).toEqual({ locale: 'ar', item: 'marina-vista' })
    expect(missingItemOf('/ar')).toEqual({ locale: 'ar', item: '' })
  })

  it('ignores a trailing slash and decodes the segment', () => {
    expect(missingItemOf('/ar/communities/palm-jumeirah/')).toEqual({ locale: 'ar', item: 'palm-jumeirah' })
    expect(missingItemOf('/news/caf%C3%A9')).toEqual({ locale: 'en', item: 'café' })
  })

  it('keeps a segment with a broken escape as it came', () => {
    expect(missingItemOf('/property/%E0%A4%A')).toEqual({ locale: 'en', item: '%E0%A4%A' })
  })
})
