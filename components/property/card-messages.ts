import { defineMessages } from '@/lib/i18n/messages'

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
    // After the figure: the plural for 3 to 10, the singular otherwise (1 غرفة نوم، 4 غرف نوم).
    beds: (count: number) => (count >= 3 && count <= 10 ? 'غرف نوم' : 'غرفة نوم'),
    baths: (count: number) => (count >= 3 && count <= 10 ? 'حمّامات' : 'حمّام'),
    message: 'راسلنا',
    call: 'اتصل',
    messageAbout: (name: string) => `راسلنا بخصوص ${name}`,
    whatsappAbout: (name: string) => `تواصل معنا عبر واتساب بخصوص ${name}`,
    whatsappText: (name: string, reference: string) =>
      `مرحباً، أودّ الاستفسار عن ${name} (الرقم المرجعي ${reference}). هل ما زال العقار متاحاً؟`,

    noResults: 'لا توجد عقارات مطابقة',
    listingError: 'تعذّر تحميل العقارات. حدث خطأ ما',
    loadingMore: 'جارٍ تحميل المزيد من العقارات…',
    exploreMore: 'اكتشف المزيد',
    showLess: 'عرض أقل',
    moreAmenities: (count: number) => `عرض المزيد (${count})`,
  },
})
