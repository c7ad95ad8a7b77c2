import { defineMessages } from '@/lib/i18n/messages'

/**
 * The noun after a count on a card ('3 Beds', '1 Bed'). Arabic says one and two with the noun
 * alone (غرفة نوم، غرفتا نوم), three to ten with the plural and other numbers with the singular.
 */
function arabicUnit(n: number, forms: { one: string; two: string; few: string; many: string }) {
  if (n === 1) return forms.one
  if (n === 2) return forms.two
  return n >= 3 && n <= 10 ? forms.few : forms.many
}

/**
 * The texts of the listing cards and the listing's islands (Explore More, the amenities toggle):
 * they ride in the browser's scripts, so they are kept apart from the pages' texts.
 */
export const cardMessages = defineMessages({
  en: {
    perYear: '/ year',
    beds: (n: number) => (n === 1 ? 'Bed' : 'Beds'),
    baths: (n: number) => (n === 1 ? 'Bath' : 'Baths'),
    message: 'Message',
    call: 'Call',
    messageAbout: (name: string) => `Message us about ${name}`,
    whatsappAbout: (name: string) => `Call us on WhatsApp about ${name}`,
    whatsappText: (name: string, reference: string) =>
      `Hello, I'm interested in ${name} (Ref. ${reference}). Is it still available?`,

    noResults: 'No properties Found',
    listingError: 'Properties not loaded. Something went wrong',
    loadingMore: 'Loading more properties....',
    exploreMore: 'Explore More',
    showLess: 'Show Less',
    moreAmenities: (count: number) => `+ ${count} More`,
  },
  ar: {
    perYear: '/ سنوياً',
    beds: (n: number) =>
      arabicUnit(n, { one: 'غرفة نوم', two: 'غرفتا نوم', few: 'غرف نوم', many: 'غرفة نوم' }),
    baths: (n: number) =>
      arabicUnit(n, { one: 'حمّام', two: 'حمّامان', few: 'حمّامات', many: 'حمّام' }),
    message: 'راسلنا',
    call: 'اتصل',
    messageAbout: (name: string) => `راسلنا بخصوص ${name}`,
    whatsappAbout: (name: string) => `تواصل معنا عبر واتساب بخصوص ${name}`,
    whatsappText: (name: string, reference: string) =>
      `مرحباً، أنا مهتم بـ ${name} (الرقم المرجعي ${reference}). هل ما زال متاحاً؟`,

    noResults: 'لا توجد عقارات مطابقة',
    listingError: 'تعذّر تحميل العقارات. حدث خطأ ما',
    loadingMore: 'جارٍ تحميل المزيد من العقارات…',
    exploreMore: 'اكتشف المزيد',
    showLess: 'عرض أقل',
    moreAmenities: (count: number) => `عرض المزيد (${count})`,
  },
})
