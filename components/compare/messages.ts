import { arabicPlural } from '@/components/property/plural'
import { defineMessages } from '@/lib/i18n/messages'

// 2 to 4 homes: the dual has its own form in Arabic.
const arabicHomes = (count: number) => (count === 2 ? 'عقاران' : `${count} عقارات`)

const arabicYears = (years: number) =>
  years === 1
    ? 'عام واحد'
    : years === 2
      ? 'عامين'
      : `${years} ${arabicPlural(years, { zero: 'عام', one: 'عام', two: 'عامين', few: 'أعوام', many: 'عاماً', other: 'عام' })}`

/** The comparison page: its table, its share box and the note under it. */
export const compareMessages = defineMessages({
  en: {
    metaTitle: 'Compare properties',
    metaDescription:
      'Two to four Dubai homes side by side: price, price per square foot, size, community, handover, service charge and the estimated monthly payment.',
    savedProperties: 'Saved properties',
    breadcrumb: 'Breadcrumb',
    eyebrow: 'Side by side',
    title: 'Compare properties',
    intro: (count: number, sqm: boolean) =>
      `${count} homes, figure by figure. Tinted rows are where they differ; the lowest price, the lowest price per ${sqm ? 'square metre' : 'square foot'} and the largest home are marked.`,
    shareTitle: 'Share this comparison',
    whatsappText: (url: string) => `Compare these homes in Dubai: ${url}`,
    shareOnWhatsapp: 'Share on WhatsApp',
    chooseTwo: 'Choose at least two homes to compare',
    notEnough: (min: number, max: number) =>
      `A comparison sets ${min} to ${max} homes side by side. Save homes with the heart on any listing, then tick the ones you want on your saved list. If you followed a shared link, one of its homes may no longer be on the market.`,
    yourSaved: 'Your saved properties',
    browse: 'Browse properties',

    caption: (count: number) => `${count} properties side by side`,
    removeFrom: (name: string) => `Remove ${name} from the comparison`,
    remove: 'Remove',
    differs: ' (differs)',

    price: 'Price',
    pricePer: (unit: string) => `Price per ${unit}`,
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    size: 'Size',
    community: 'Community',
    status: 'Status',
    completion: 'Completion and handover',
    serviceCharge: 'Service charge',
    monthlyPayment: 'Estimated monthly payment',
    lowest: 'Lowest',
    largest: 'Largest',
    ready: 'Ready',
    offPlan: 'Off-plan',
    offPlanHandover: (date: string) => `Off-plan, handover ${date}`,
    perYear: ' / year',
    perMonth: ' / month',
    paymentNote: (offPlanLtv: number, rate: number, years: number) =>
      `Estimated monthly payment: an expatriate buying a first home, borrowing the most banks may lend on each ` +
      `listing under UAE Central Bank rules (${offPlanLtv}% for off-plan), at ${rate}% ` +
      `over ${years} years. A guide only, not a mortgage offer.`,

    linkCopied: 'Link copied',
    copyFailed: 'Could not copy: press and hold the link above to copy it',
    copied: 'Copied',
    copyLink: 'Copy link',
  },
  ar: {
    metaTitle: 'مقارنة العقارات',
    metaDescription:
      'من عقارين إلى أربعة عقارات في دبي جنباً إلى جنب: السعر، والسعر لكل قدم مربع، والمساحة، والمنطقة، وموعد التسليم، ورسوم الخدمة، والقسط الشهري التقديري.',
    savedProperties: 'العقارات المحفوظة',
    breadcrumb: 'مسار التنقل',
    eyebrow: 'جنباً إلى جنب',
    title: 'مقارنة العقارات',
    intro: (count: number, sqm: boolean) =>
      `${arabicHomes(count)}، رقماً برقم. الصفوف المظلّلة هي مواضع الاختلاف، وقد أُشير إلى أدنى سعر وأدنى سعر لكل ${sqm ? 'متر مربع' : 'قدم مربع'} وأكبر مساحة.`,
    shareTitle: 'شارك هذه المقارنة',
    whatsappText: (url: string) => `قارن بين هذه العقارات في دبي: ${url}`,
    shareOnWhatsapp: 'شارك عبر واتساب',
    chooseTwo: 'اختر عقارين على الأقل للمقارنة',
    notEnough: (min: number, max: number) =>
      `تضع المقارنة من ${min} إلى ${max} عقارات جنباً إلى جنب. احفظ العقارات بالضغط على القلب في أي إعلان، ثم حدّد ما تريده منها في قائمتك المحفوظة. وإن وصلت عبر رابط مشترك، فربما لم يعد أحد عقاراته معروضاً في السوق.`,
    yourSaved: 'عقاراتك المحفوظة',
    browse: 'تصفّح العقارات',

    caption: (count: number) => `${arabicHomes(count)} جنباً إلى جنب`,
    removeFrom: (name: string) => `أزِل ${name} من المقارنة`,
    remove: 'إزالة',
    differs: ' (مختلف)',

    price: 'السعر',
    pricePer: (unit: string) => `السعر لكل ${unit}`,
    bedrooms: 'غرف النوم',
    bathrooms: 'الحمامات',
    size: 'المساحة',
    community: 'المنطقة',
    status: 'الغرض',
    completion: 'الإنجاز والتسليم',
    serviceCharge: 'رسوم الخدمة',
    monthlyPayment: 'القسط الشهري التقديري',
    lowest: 'الأدنى',
    largest: 'الأكبر',
    ready: 'جاهز',
    offPlan: 'على الخارطة',
    offPlanHandover: (date: string) => `على الخارطة، التسليم ${date}`,
    perYear: ' سنوياً',
    perMonth: ' شهرياً',
    paymentNote: (offPlanLtv: number, rate: number, years: number) =>
      `القسط الشهري التقديري: لوافد يشتري منزله الأول ويحصل على أقصى تمويل تسمح به البنوك لكل عقار وفق قواعد مصرف الإمارات العربية المتحدة المركزي ` +
      `(${offPlanLtv}% للعقارات على الخارطة)، بفائدة ${rate}% على مدى ${arabicYears(years)}. للاسترشاد فقط، وليس عرض تمويل عقاري.`,

    linkCopied: 'تم نسخ الرابط',
    copyFailed: 'تعذّر النسخ: اضغط مطوّلاً على الرابط أعلاه لنسخه',
    copied: 'تم النسخ',
    copyLink: 'نسخ الرابط',
  },
})
