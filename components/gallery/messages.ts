import { defineMessages } from '@/lib/i18n/messages'

/**
 * The listing's photo grid and its full-screen viewer. The viewer's English keys are
 * yet-another-react-lightbox's own defaults, so English reads exactly as the library does.
 */
export const galleryMessages = defineMessages({
  en: {
    photosOf: (name: string) => `Photos of ${name}`,
    openPhoto: (index: number, total: number) => `Open photo ${index} of ${total}`,
    morePhotos: ' more photos',
    photoAlt: (name: string, index: number, total: number) => `${name}, photo ${index} of ${total}`,
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close',
    slide: 'Slide',
    carousel: 'Carousel',
    photoGallery: 'Photo gallery',
    slideOf: '{index} of {total}',
  },
  ar: {
    photosOf: (name: string) => `صور ${name}`,
    openPhoto: (index: number, total: number) => `افتح الصورة ${index} من ${total}`,
    morePhotos: ' صور إضافية',
    photoAlt: (name: string, index: number, total: number) =>
      `${name}، الصورة ${index} من ${total}`,
    previous: 'الصورة السابقة',
    next: 'الصورة التالية',
    close: 'إغلاق',
    slide: 'صورة',
    carousel: 'عارض الصور',
    photoGallery: 'معرض الصور',
    slideOf: '{index} من {total}',
  },
})
