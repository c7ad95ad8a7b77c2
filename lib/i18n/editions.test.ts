import { describe, expect, it } from 'vitest'
import { editionsOf, fallbackLang, galleryIn, pictureAlt } from './editions'
import type { Locale } from './locales'

const everywhere: Locale[] = ['en', 'ar', 'ru', 'zh']
const englishOnly: Locale[] = ['en']

describe('editionsOf', () => {
  it('names English and every edition with nothing missing', () => {
    expect(
      editionsOf({ untranslatedAr: '', untranslatedRu: 'name', untranslatedZh: null }),
    ).toEqual(['en', 'ar'])
  })
})

describe('fallbackLang', () => {
  it('marks English only where the document lacks the edition', () => {
    expect(fallbackLang(englishOnly, 'ru')).toBe('en')
    expect(fallbackLang(everywhere, 'ru')).toBeUndefined()
    expect(fallbackLang(englishOnly, 'en')).toBeUndefined()
  })
})

describe('pictureAlt', () => {
  const photo = { mediaAlt: 'Park-facing 4-bedroom townhouse in Maple 3' }

  it('keeps the media library’s description on English pages', () => {
    expect(
      pictureAlt({ ...photo, own: 'Maple 3 townhouse', editions: englishOnly, locale: 'en' }),
    ).toEqual({
      alt: photo.mediaAlt,
    })
  })

  it('names the picture in the document’s own words where it is in the edition', () => {
    expect(
      pictureAlt({
        ...photo,
        own: 'Maple 3 面朝公园四居室联排别墅',
        editions: everywhere,
        locale: 'zh',
      }),
    ).toEqual({
      alt: 'Maple 3 面朝公园四居室联排别墅',
    })
  })

  it('keeps the English description, marked, where the document is not', () => {
    expect(
      pictureAlt({ ...photo, own: 'Maple 3 townhouse', editions: englishOnly, locale: 'ru' }),
    ).toEqual({
      alt: photo.mediaAlt,
      lang: 'en',
    })
  })

  it('falls back to the page’s words, or to the name in its language, without a description', () => {
    expect(
      pictureAlt({
        mediaAlt: undefined,
        own: 'Title',
        fallback: '',
        editions: englishOnly,
        locale: 'ru',
      }),
    ).toEqual({ alt: '' })
    expect(
      pictureAlt({ mediaAlt: '', own: 'Two-bedroom', editions: englishOnly, locale: 'ru' }),
    ).toEqual({
      alt: 'Two-bedroom',
      lang: 'en',
    })
    expect(
      pictureAlt({ mediaAlt: '', own: 'Квартира', editions: everywhere, locale: 'ru' }),
    ).toEqual({ alt: 'Квартира' })
    expect(
      pictureAlt({ mediaAlt: '', own: 'Two-bedroom', editions: englishOnly, locale: 'en' }),
    ).toEqual({ alt: 'Two-bedroom' })
  })
})

describe('galleryIn', () => {
  const photos = [{ s3Url: '/a.jpg', alt: 'Living room' }, { s3Url: '/b.jpg' }]

  it('leaves the English page’s photos as they are', () => {
    expect(galleryIn(photos, englishOnly, 'en')).toEqual({ photos })
  })

  it('drops the English descriptions where the document is in the edition', () => {
    const { photos: shown, altLang } = galleryIn(photos, everywhere, 'ar')
    expect(shown.map((photo) => photo.alt)).toEqual([undefined, undefined])
    expect(shown.map((photo) => photo.s3Url)).toEqual(['/a.jpg', '/b.jpg'])
    expect(altLang).toBeUndefined()
  })

  it('keeps them, said to be English, where it is not', () => {
    expect(galleryIn(photos, englishOnly, 'zh')).toEqual({ photos, altLang: 'en' })
  })
})
