import { defineMessages } from '@/lib/i18n/messages'
import { arabicPlural, PROPERTY_FORMS } from './plural'

/**
 * The listing page's and a listing's texts, rendered on the server. What the cards and the
 * listing's client islands say is in card-messages.ts, so their scripts carry only that.
 */
export const propertyMessages = defineMessages({
  en: {
    // The listing page
    availableProperties: 'Available Properties',
    residenceIn: (place: string) => `Residence in ${place}`,
    titleForRent: (title: string) => `${title} for Rent`,
    forSale: 'for sale',
    forRent: 'for rent',
    describeIn: (purpose: string, place: string) =>
      `Apartments, villas and penthouses ${purpose} in ${place}, Dubai — verified listings with Trakheesi permits.`,
    describeAll: (purpose: string) =>
      `Apartments, villas and penthouses ${purpose} across Dubai — ready homes and off-plan, every listing with a Trakheesi permit.`,
    eyebrowSale: 'Dubai residences for sale',
    eyebrowRent: 'Dubai residences to rent',
    bannerDescription:
      'Hand-picked homes across the city’s most sought-after communities, each verified and permitted.',
    theCollection: 'The collection',
    propertiesCount: (count: number) => (count === 1 ? 'property' : 'properties'),
    inPlace: (place: string) => ` in ${place}`,
    propertiesPurpose: (purpose: string) => `Properties ${purpose}`,
    ratesNote: (currency: string, asOf: string) =>
      `Prices in ${currency} are converted from AED, the price of record, at ${asOf}.`,
    saleOrRent: 'Sale or rent',

    // A listing
    home: 'Home',
    properties: 'Properties',
    offPlan: 'Off-plan',
    partOf: 'Part of',
    annualRent: 'Annual rent',
    askingPrice: 'Asking price',
    trakheesiPermit: 'Trakheesi permit',
    orn: 'ORN',
    keyFacts: 'Key facts',
    type: 'Type',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    parking: 'Parking',
    aboutResidence: 'About this residence',
    amenities: 'Amenities',
    detailsSection: 'Property and building details',
    propertyInformation: 'Property information',
    buildingInformation: 'Building information',
    contactAside: 'Contact about this property',
    reference: 'Reference',

    // The consultant
    yourConsultant: 'Your consultant',
    ourConsultants: 'Our property consultants',
    portraitOf: (name: string) => `Portrait of ${name}`,
    whatsappAgent: (agent: string, property: string) => `WhatsApp ${agent} about ${property}`,
    whatsapp: 'WhatsApp',
    callAgent: (agent: string) => `Call ${agent}`,
    callShort: 'Call',

    // The permit's QR code
    checkPermit: (permit: string) =>
      `Check permit ${permit} with the Dubai Land Department (opens in a new tab)`,
    scanToVerify: 'Scan to verify this listing with the DLD',
    permitChecked: (date: string) => `Permit checked ${date}`,
    permit: 'Permit',

    // Rental yield
    rentalYield: 'Rental yield',
    estimatedGrossYield: 'Estimated gross yield',
    yieldFrom: 'From the median rent of',
    yieldComparables: (count: number) => `comparable ${count === 1 ? 'rental' : 'rentals'} in`,
    yieldPerYear: '/ year.',
    yieldGrossNote:
      'A gross figure: a year’s rent against the asking price, before service charges, maintenance and any months without a tenant.',
    yieldTooFew: (place: string, found: number, needed: number) =>
      `Too few comparable rentals in ${place} to estimate a yield (${found} found, ${needed} needed).`,

    // Similar listings
    moreToConsider: 'More to consider',
    similarProperties: 'Similar properties',
    similarDescription: (rent: boolean, place: string) =>
      `Other listings ${rent ? 'to rent' : 'for sale'} in ${place} and nearby, close in price and size.`,

    // The enquiry under a listing
    arrangeViewing: 'Arrange a viewing',
    interestedIn: (name: string) => `Interested in ${name}?`,
    enquiryIntro:
      'Leave your details and a consultant will reply within one working day with availability, floor plans and viewing times. Reference',
    enquiryMessage: (name: string, reference: string) =>
      `Hello, I'm interested in ${name} (Ref. ${reference}). Please send me more details and available viewing times.`,

    // Metadata and the share card
    metaFallbackTitle: 'Property',
    perYearSuffix: ' per year',
    shareCardPerYear: ' / year',
    metaDescription: (kind: string, purpose: string, place: string, price: string) =>
      `${kind} ${purpose} in ${place} — ${price}.`,
  },
  ar: {
    availableProperties: 'العقارات المتاحة',
    residenceIn: (place: string) => `مساكن في ${place}`,
    titleForRent: (title: string) => `${title} للإيجار`,
    forSale: 'للبيع',
    forRent: 'للإيجار',
    describeIn: (purpose: string, place: string) =>
      `شقق وفلل وبنتهاوس ${purpose} في ${place}، دبي — إعلانات موثّقة بتصاريح تراخيصي.`,
    describeAll: (purpose: string) =>
      `شقق وفلل وبنتهاوس ${purpose} في أنحاء دبي — منازل جاهزة وأخرى على الخارطة، وكل إعلان بتصريح تراخيصي.`,
    eyebrowSale: 'مساكن للبيع في دبي',
    eyebrowRent: 'مساكن للإيجار في دبي',
    bannerDescription: 'منازل منتقاة بعناية في أرقى مجتمعات المدينة، كلٌّ منها موثّق ومرخّص.',
    theCollection: 'مجموعتنا',
    propertiesCount: (count: number) => arabicPlural(count, PROPERTY_FORMS),
    inPlace: (place: string) => ` في ${place}`,
    propertiesPurpose: (purpose: string) => `عقارات ${purpose}`,
    ratesNote: (currency: string, asOf: string) =>
      `الأسعار المعروضة (${currency}) محوّلة من الدرهم الإماراتي، عملة السعر المعتمدة، وفق ${asOf}.`,
    saleOrRent: 'بيع أو إيجار',

    home: 'الرئيسية',
    properties: 'العقارات',
    offPlan: 'على الخارطة',
    partOf: 'ضمن مشروع',
    annualRent: 'الإيجار السنوي',
    askingPrice: 'السعر المطلوب',
    trakheesiPermit: 'تصريح تراخيصي',
    orn: 'رقم المكتب ORN',
    keyFacts: 'أبرز المواصفات',
    type: 'النوع',
    bedrooms: 'غرف النوم',
    bathrooms: 'الحمامات',
    parking: 'مواقف السيارات',
    aboutResidence: 'عن هذا المسكن',
    amenities: 'المرافق',
    detailsSection: 'تفاصيل العقار والمبنى',
    propertyInformation: 'معلومات العقار',
    buildingInformation: 'معلومات المبنى',
    contactAside: 'تواصل بخصوص هذا العقار',
    reference: 'الرقم المرجعي',

    yourConsultant: 'مستشارك العقاري',
    ourConsultants: 'مستشارونا العقاريون',
    portraitOf: (name: string) => `صورة ${name}`,
    whatsappAgent: (agent: string, property: string) =>
      `راسل ${agent} عبر واتساب بخصوص ${property}`,
    whatsapp: 'واتساب',
    callAgent: (agent: string) => `اتصل بالمستشار ${agent}`,
    callShort: 'اتصال',

    checkPermit: (permit: string) =>
      `تحقّق من التصريح ${permit} لدى دائرة الأراضي والأملاك في دبي (يُفتح في علامة تبويب جديدة)`,
    scanToVerify: 'امسح الرمز للتحقق من هذا الإعلان لدى دائرة الأراضي والأملاك',
    permitChecked: (date: string) => `تم التحقق من التصريح في ${date}`,
    permit: 'رقم التصريح',

    rentalYield: 'العائد الإيجاري',
    estimatedGrossYield: 'العائد الإجمالي المتوقع',
    yieldFrom: 'وفق الإيجار الوسيط لعدد',
    yieldComparables: () => 'من العقارات المؤجّرة المماثلة في',
    yieldPerYear: 'سنوياً.',
    yieldGrossNote:
      'رقم إجمالي: إيجار عام كامل مقارنةً بالسعر المطلوب، قبل رسوم الخدمة والصيانة وأي أشهر يبقى فيها العقار دون مستأجر.',
    yieldTooFew: (place: string, found: number, needed: number) =>
      `لا تتوفر عقارات مؤجّرة مماثلة كافية في ${place} لتقدير العائد (وُجد ${found} والمطلوب ${needed}).`,

    moreToConsider: 'خيارات أخرى تستحق الاهتمام',
    similarProperties: 'عقارات مشابهة',
    similarDescription: (rent: boolean, place: string) =>
      `عقارات أخرى ${rent ? 'للإيجار' : 'للبيع'} في ${place} وما حولها، قريبة في السعر والمساحة.`,

    arrangeViewing: 'احجز موعداً للمعاينة',
    interestedIn: (name: string) => `هل تودّ معرفة المزيد عن ${name}؟`,
    enquiryIntro:
      'اترك بياناتك وسيردّ عليك أحد مستشارينا خلال يوم عمل واحد بمدى التوفر والمخططات ومواعيد المعاينة. الرقم المرجعي',
    enquiryMessage: (name: string, reference: string) =>
      `مرحباً، أودّ الاستفسار عن ${name} (الرقم المرجعي ${reference}). أرجو إرسال مزيد من التفاصيل ومواعيد المعاينة المتاحة.`,

    metaFallbackTitle: 'عقار',
    perYearSuffix: ' سنوياً',
    shareCardPerYear: ' سنوياً',
    metaDescription: (kind: string, purpose: string, place: string, price: string) =>
      `${kind} ${purpose} في ${place} — ${price}.`,
  },
})
