import { defineMessages } from '@/lib/i18n/messages'

/** The testimonials section and carousel; the quotes themselves come from the CMS. */
export const testimonialsMessages = defineMessages({
  en: {
    eyebrow: 'Testimonials',
    title: 'What our clients say',
    loadError: 'Testimonials are not able to load. Something went wrong.',
    carouselLabel: 'Testimonials',
    slideLabel: (index: number, total: number) => `${index} of ${total}`,
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    show: (index: number) => `Show testimonial ${index}`,
    pause: 'Pause autoplay',
    resume: 'Resume autoplay',
    quote: (message: string) => `“${message}”`,
  },
  ar: {
    eyebrow: 'آراء العملاء',
    title: 'ماذا يقول عملاؤنا',
    loadError: 'تعذّر تحميل آراء العملاء. حدث خطأ ما.',
    carouselLabel: 'آراء العملاء',
    slideLabel: (index: number, total: number) => `${index} من ${total}`,
    previous: 'الرأي السابق',
    next: 'الرأي التالي',
    show: (index: number) => `عرض الرأي ${index}`,
    pause: 'إيقاف التشغيل التلقائي',
    resume: 'استئناف التشغيل التلقائي',
    // Arabic quotes with guillemets, which take the right orientation in right-to-left text.
    quote: (message: string) => `«${message}»`,
  },
})
