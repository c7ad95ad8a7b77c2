// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NextIntlClientProvider } from 'next-intl'
import type { Locale } from '@/lib/i18n/locales'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { GalleryLightbox } from './gallery-lightbox.client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const photos = [1, 2, 3].map((n) => ({
  s3Url: `/cms-api/media/file/photo-${n}.jpg`,
  width: 1600,
  height: 1067,
}))

let root: Root | null = null
let host: HTMLElement | null = null

beforeAll(() => {
  // jsdom has neither; the viewer asks for both when it opens.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = null
  host?.remove()
  host = null
  document.documentElement.removeAttribute('dir')
})

/** The viewer as a page of that edition opens it (the layout sets <html dir>). */
async function open(locale: Locale) {
  document.documentElement.setAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
  host = document.createElement('div')
  document.body.append(host)
  await act(async () => {
    root = createRoot(host!)
    root.render(
      <NextIntlClientProvider locale={locale} messages={{ Gallery: (locale === 'ar' ? ar : en).Gallery }}>
        <GalleryLightbox photos={photos} index={1} name="Marina Gate" onClose={() => undefined} />
      </NextIntlClientProvider>,
    )
  })
  return document.querySelector<HTMLElement>('.yarl__root')!
}

const labelOf = (viewer: HTMLElement, selector: string) =>
  viewer.querySelector(selector)?.getAttribute('aria-label')

describe('GalleryLightbox', () => {
  it('keeps the library’s English words in English', async () => {
    const viewer = await open('en')
    expect(viewer.getAttribute('aria-label')).toBe('Photos of Marina Gate')
    expect(labelOf(viewer, '.yarl__navigation_prev')).toBe('Previous photo')
    expect(labelOf(viewer, '.yarl__navigation_next')).toBe('Next photo')
    expect(viewer.querySelector('.yarl__button[aria-label="Close"]')).not.toBeNull()
  })

  it('speaks Arabic, and holds the counter left to right', async () => {
    const viewer = await open('ar')
    expect(viewer.getAttribute('aria-label')).toBe('صور Marina Gate')
    expect(labelOf(viewer, '.yarl__navigation_prev')).toBe('الصورة السابقة')
    expect(labelOf(viewer, '.yarl__navigation_next')).toBe('الصورة التالية')
    expect(viewer.querySelector('.yarl__button[aria-label="إغلاق"]')).not.toBeNull()
    expect(viewer.querySelector('.yarl__slide_current')?.getAttribute('aria-label')).toBe('2 من 3')
    const counter = viewer.querySelector('.yarl__counter')!
    expect(counter.getAttribute('dir')).toBe('ltr')
    expect(counter.textContent).toBe('2 / 3')
    // The photo's description names it in Arabic too.
    expect(viewer.querySelector('.yarl__slide_current img')?.getAttribute('alt')).toBe(
      'Marina Gate، الصورة 2 من 3',
    )
  })
})
