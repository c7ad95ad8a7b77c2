'use client'

import Lightbox from 'yet-another-react-lightbox'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import type { ImageRef } from '@/lib/api/types'
import { DEFAULT_QUALITY, deviceSizes } from '@/lib/image-sizes'
import { useTranslations } from 'next-intl'

/** Only the optimiser's configured widths and quality: any other value answers 400. */
function optimised(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${DEFAULT_QUALITY}`
}

/**
 * The full-screen viewer, loaded on the first click (next/dynamic in property-gallery). Opens at
 * the clicked photo; previous/next wrap around (finite: false); arrows, Escape and swipe are the
 * library's own. Phones on slow networks get a source sized for their screen.
 *
 * Right to left needs nothing of ours beyond the words: the library reads the document's
 * direction (the Arabic pages' <html dir="rtl">) and then lays the photos out from right to
 * left, puts 'next' on the left with its arrow turned, swaps ArrowLeft/ArrowRight and makes a
 * swipe to the right go forward. Only the counter is held left to right, so '3 / 12' keeps its
 * order.
 */
export function GalleryLightbox({
  photos,
  index,
  name,
  altLang,
  onClose,
}: {
  photos: ImageRef[]
  index: number
  name: string
  /** The language of the photos' own descriptions, when it is not the page's. */
  altLang?: 'en'
  onClose: () => void
}) {
  const t = useTranslations('Gallery')
  // Only a photo's own description is in that language: the viewer's words for one without are
  // the page's.
  const described = new Set(photos.filter((photo) => photo.alt).map((photo) => photo.s3Url))
  const slides = photos.map((photo, i) => {
    const width = photo.width ?? 1600
    const height = photo.height ?? 1067
    return {
      src: photo.s3Url,
      alt: photo.alt || t('photoAlt', { name, index: i + 1, total: photos.length }),
      width,
      height,
      srcSet: deviceSizes
        .filter((w) => w <= width)
        .map((w) => ({
          src: optimised(photo.s3Url, w),
          width: w,
          height: Math.round((height * w) / width),
        })),
    }
  })
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Counter]}
      counter={{ container: { dir: 'ltr' } }}
      // Room around the photo on wide screens keeps the arrows and counter off the picture.
      carousel={{
        finite: false,
        preload: 1,
        padding: window.matchMedia('(min-width: 768px)').matches ? '56px' : '16px',
        ...(altLang && {
          imageProps: (slide: { src: string }) =>
            described.has(slide.src) ? { lang: altLang } : {},
        }),
      }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t('photosOf', { name }),
        Previous: t('previous'),
        Next: t('next'),
        Close: t('close'),
        Slide: t('slide'),
        Carousel: t('carousel'),
        'Photo gallery': t('photoGallery'),
        // The library fills in its own {index} and {total}: the text goes to it as written.
        '{index} of {total}': t.raw('slideOf') as string,
      }}
      styles={{ container: { backgroundColor: '#0a1322' } }}
    />
  )
}
