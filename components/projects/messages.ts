import type { PaymentStage, ProjectStatus } from '@/lib/api/types'
import type { CurrencyCode } from '@/lib/buyer-tools/market-settings'
import { defineMessages } from '@/lib/i18n/messages'

/**
 * The off-plan projects' interface texts. Split in four so each script carries only its own:
 * the labels and the calculator's texts ride along with the payment-plan island, the error
 * screens are client components of their own, and the rest is only ever rendered on the server.
 */

type Quarter = 1 | 2 | 3 | 4

const AR_QUARTERS: Record<Quarter, string> = {
  1: 'الربع الأول',
  2: 'الربع الثاني',
  3: 'الربع الثالث',
  4: 'الربع الرابع',
}

const EN_STATUS: Record<ProjectStatus, string> = {
  launching: 'Launching',
  'under-construction': 'Under construction',
  ready: 'Ready',
}

const AR_STATUS: Record<ProjectStatus, string> = {
  launching: 'إطلاق جديد',
  'under-construction': 'قيد الإنشاء',
  ready: 'جاهز',
}

const EN_STAGES: Record<PaymentStage, string> = {
  booking: 'On booking',
  construction: 'During construction',
  handover: 'On handover',
  'post-handover': 'After handover',
}

const AR_STAGES: Record<PaymentStage, string> = {
  booking: 'عند الحجز',
  construction: 'خلال الإنشاء',
  handover: 'عند التسليم',
  'post-handover': 'بعد التسليم',
}

/**
 * A count of payments as Arabic says it: one and two have their own forms, three to ten take
 * the plural and larger numbers the singular.
 */
function arabicPayments(count: number): string {
  if (count === 1) return 'دفعة واحدة'
  if (count === 2) return 'دفعتان'
  const lastTwo = count % 100
  return lastTwo >= 3 && lastTwo <= 10 ? `${count} دفعات` : `${count} دفعة`
}

/** Statuses, stages, handovers and the plan in words: shared by the page and the island. */
export const projectLabelMessages = defineMessages({
  en: {
    status: (status: ProjectStatus) => EN_STATUS[status],
    stage: (stage: PaymentStage) => EN_STAGES[stage],
    handover: (quarter: Quarter, year: number) => `Q${quarter} ${year}`,
    planAllBefore: 'The whole price is paid before handover.',
    planAllAfter: 'The whole price is paid on handover or after it.',
    planSplit: (before: string, after: string) =>
      `${before}% is paid before handover and ${after}% on handover or after it.`,
  },
  ar: {
    status: (status: ProjectStatus) => AR_STATUS[status],
    stage: (stage: PaymentStage) => AR_STAGES[stage],
    handover: (quarter: Quarter, year: number) => `${AR_QUARTERS[quarter]} ${year}`,
    planAllBefore: 'يُسدَّد كامل السعر قبل التسليم.',
    planAllAfter: 'يُسدَّد كامل السعر عند التسليم أو بعده.',
    planSplit: (before: string, after: string) =>
      `يُسدَّد ${before}% من السعر قبل التسليم و${after}% عند التسليم أو بعده.`,
  },
})

/** The payment-plan calculator and its schedule (the island and its server half). */
export const planMessages = defineMessages({
  en: {
    heading: 'Your instalments, month by month',
    intro:
      'Pick a unit type or type the price you were quoted: each payment is dated from a booking this month. The developer’s notices set the exact due dates as construction progresses.',
    unitType: 'Unit type',
    unitOption: (label: string, price: string) => `${label} — from ${price}`,
    soldOutSuffix: ' (sold out)',
    anotherPrice: 'Another price',
    priceInAed: 'Price in AED',
    aed: 'AED',
    priceHint: 'A unit’s from-price, or the price you were quoted.',
    priceMissing: 'Enter a price to see the instalments.',
    priceInvalid: 'Enter the price in AED, for example 1,650,000.',
    planUnavailable: 'The instalments for this plan are available on request.',
    summary: (count: number, first: string, last: string, total: string) =>
      `${count} payments from ${first} to ${last}, ${total} in all.`,
    captionBefore: 'Instalments for a home at ',
    captionAfter: (month: string) => `, booked in ${month}`,
    due: 'Due',
    payment: 'Payment',
    amount: 'Amount',
    instalmentOf: (instalment: number, instalments: number) => `${instalment} of ${instalments}`,
    ofThePrice: (percent: string) => `${percent} of the price`,
    total: (count: number) => `Total, ${count} ${count === 1 ? 'payment' : 'payments'}`,
  },
  ar: {
    heading: 'دفعاتك شهرًا بشهر',
    intro:
      'اختر نوع الوحدة أو أدخل السعر الذي عُرض عليك، وسنحسب كل دفعة ابتداءً من حجز في هذا الشهر. أما مواعيد الاستحقاق الدقيقة فتحددها إشعارات المطوّر مع تقدّم أعمال الإنشاء.',
    unitType: 'نوع الوحدة',
    unitOption: (label: string, price: string) => `${label} — ابتداءً من ${price}`,
    soldOutSuffix: ' (بيعت بالكامل)',
    anotherPrice: 'سعر آخر',
    priceInAed: 'السعر بالدرهم',
    aed: 'درهم',
    priceHint: 'السعر الابتدائي للوحدة، أو السعر الذي عُرض عليك.',
    priceMissing: 'أدخل السعر لعرض الدفعات.',
    priceInvalid: 'أدخل السعر بالدرهم، مثل 1,650,000.',
    planUnavailable: 'تتوفر تفاصيل دفعات هذه الخطة عند الطلب.',
    summary: (count: number, first: string, last: string, total: string) =>
      `${arabicPayments(count)} من ${first} إلى ${last}، بإجمالي ${total}.`,
    captionBefore: 'جدول الدفعات لوحدة سعرها ',
    captionAfter: (month: string) => `، عند الحجز في ${month}`,
    due: 'الاستحقاق',
    payment: 'الدفعة',
    amount: 'المبلغ',
    instalmentOf: (instalment: number, instalments: number) => `${instalment} من ${instalments}`,
    ofThePrice: (percent: string) => `${percent} من السعر`,
    total: (count: number) => `الإجمالي، ${arabicPayments(count)}`,
  },
})

// Currencies with the article, as they follow "converted to" in an Arabic sentence.
const AR_CURRENCY_DEFINITE: Record<CurrencyCode, string> = {
  AED: 'الدرهم',
  USD: 'الدولار الأمريكي',
  EUR: 'اليورو',
  GBP: 'الجنيه الإسترليني',
  INR: 'الروبية الهندية',
  RUB: 'الروبل الروسي',
  CNY: 'اليوان الصيني',
}

/** The project pages and the project list: rendered on the server only. */
export const projectMessages = defineMessages({
  en: {
    // The list page
    listTitle: 'Off-plan Projects in Dubai',
    listDescription:
      'New launches and buildings under construction from Dubai’s leading developers: handover dates, payment plans, construction progress and prices from launch.',
    listEyebrow: 'Off-plan in Dubai',
    listBannerText:
      'Launches and towers under way from the city’s established developers, each with its handover date, payment plan and escrow-protected payments.',
    listKicker: 'The developments',
    listCount: (count: number) => (count === 1 ? 'off-plan project' : 'off-plan projects'),
    listMatch: (count: number) => `${count === 1 ? ' matches' : ' match'} your filters`,
    listFallbackHeading: 'Off-plan projects',
    listRatesNote: (currency: CurrencyCode, asOf: string) =>
      `Prices in ${currency} are converted from AED, the price of record, at ${asOf}.`,
    listError: 'Projects not loaded. Something went wrong',
    emptyFiltered:
      'No projects match these filters yet. Try another community or year, or see every launch.',
    emptyNone:
      'New launches are on their way. Our advisers hear of projects before they are listed.',
    askDesk: 'Ask our off-plan desk',
    pastEnd:
      'This page of projects is empty: the list is shorter than the link that brought you here.',
    firstPage: 'Back to the first page',
    pagesLabel: 'Project pages',
    previous: 'Previous',
    next: 'Next',
    pageBefore: 'Page ',
    pageOf: ' of ',
    // The filter form
    searchLabel: 'Project search',
    community: 'Community',
    developer: 'Developer',
    handoverYear: 'Handover year',
    status: 'Status',
    any: 'Any',
    showProjects: 'Show projects',
    clearFilters: 'Clear filters',
    // Cards and headers
    from: 'From',
    priceOnRequest: 'Price on request',
    handoverPrefix: 'Handover',
    planBefore: '',
    planAfter: ' payment plan',
    completed: 'Completed',
    notStarted: 'Construction yet to start',
    built: (percent: number) => `${percent}% built`,
    photoAlt: (name: string, community: string) => `${name}, ${community}`,
    home: 'Home',
    projects: 'Projects',
    offPlan: 'Off-plan',
    by: 'by',
    convertedNote: (asOf: string) => `Converted from AED, ${asOf}`,
    seePlan: 'See the payment plan',
    registerInterest: 'Register interest',
    // The page's metadata
    metaTitle: (name: string, developer: string | null) =>
      `${name}${developer ? ` by ${developer}` : ''} — payment plan & prices`,
    metaFrom: (price: string) => `from ${price}`,
    metaPlan: (short: string) => `${short} payment plan`,
    metaHandover: (handover: string) => `handover ${handover}`,
    metaLead: (name: string, community: string, facts: string) =>
      `Off-plan homes at ${name}, ${community}: ${facts}.`,
    comma: ', ',
    metaFallbackTitle: 'Off-plan project',
    // Facts, story and aside
    keyFacts: 'Key facts',
    factDeveloper: 'Developer',
    factHandover: 'Handover',
    factStatus: 'Status',
    factProgress: 'Construction progress',
    factLaunched: 'Launched',
    factDld: 'DLD project no.',
    factEscrow: 'Escrow bank',
    verified: 'Verified',
    verifiedTitle: 'DLD project number and escrow account checked by our team',
    about: (name: string) => `About ${name}`,
    location: 'Location',
    atAGlanceLabel: (name: string) => `${name} at a glance`,
    atAGlance: 'At a glance',
    pricesFrom: 'Prices from',
    paymentPlan: 'Payment plan',
    unitTypes: 'Unit types',
    registerWithBrochure: 'Register interest & get the brochure',
    workOutInstalments: 'Work out my instalments',
    amenities: 'Amenities',
    // Payment plan and unit types
    planKicker: (short: string, handover: string) => `${short} · handover ${handover}`,
    escrowAt: (bank: string) =>
      `Every payment goes into the project’s escrow account at ${bank}, as Dubai law requires, not to the developer directly.`,
    escrow:
      'Every payment goes into the project’s escrow account, as Dubai law requires, not to the developer directly.',
    planCaption: (name: string) => `Payment plan milestones of ${name}`,
    milestone: 'Milestone',
    when: 'When',
    share: 'Share',
    instalments: 'Instalments',
    fromMonth: (month: number) => `from month ${month}`,
    unitTypesHeading: 'Unit types and prices',
    unitTypesCaption: (name: string) => `Unit types, sizes and starting prices at ${name}`,
    type: 'Type',
    size: 'Size',
    priceFrom: 'Price from',
    availability: 'Availability',
    // Units for sale and register interest
    listingsEyebrow: 'On the market now',
    listingsTitle: (name: string) => `Available units in ${name}`,
    listingsText:
      'Individual homes in the project listed with us, each with its own photos, floor area and asking price.',
    interestHeading: (name: string) => `Be first to hear about ${name}`,
    interestBrochure:
      'Leave your details and we e-mail you the brochure with floor plans at once. ',
    interestCall: (developer: string | null) =>
      `A consultant who knows ${developer ? `${developer}’s` : 'the developer’s'} releases calls you with live availability, the latest prices by unit type and the payment plan worked out for the home you choose.`,
    noFee: 'No fee to buyers for off-plan purchases from the developer.',
    escrowNote: (bank: string | null) =>
      `Payments go to the project’s escrow account${bank ? ` at ${bank}` : ''}, never to us.`,
    unitChoice: (name: string, availability: string) => `${name} (${availability.toLowerCase()})`,
    // A listing's project summary
    summaryKicker: 'Off-plan project',
    partOf: 'Part of',
    summaryHandover: (handover: string) => `handover ${handover}`,
    summaryLink: 'Instalment dates, unit types and brochure',
  },
  ar: {
    listTitle: 'المشاريع على الخارطة في دبي',
    listDescription:
      'مشاريع جديدة ومبانٍ قيد الإنشاء من كبار المطوّرين في دبي: مواعيد التسليم وخطط السداد ونسب الإنجاز وأسعار الإطلاق.',
    listEyebrow: 'على الخارطة في دبي',
    listBannerText:
      'مشاريع جديدة وأبراج قيد الإنشاء من أعرق مطوّري المدينة، لكلٍّ منها موعد تسليمه وخطة سداده ودفعات محمية في حساب ضمان.',
    listKicker: 'المشاريع',
    listCount: (count: number) =>
      count % 100 >= 3 && count % 100 <= 10 ? 'مشاريع على الخارطة' : 'مشروع على الخارطة',
    listMatch: (count: number) => (count === 1 ? ' يطابق خيارات البحث' : ' تطابق خيارات البحث'),
    listFallbackHeading: 'المشاريع على الخارطة',
    listRatesNote: (currency: CurrencyCode, asOf: string) =>
      `الأسعار المعروضة محوّلة من الدرهم، عملة التسعير المعتمدة، إلى ${AR_CURRENCY_DEFINITE[currency]} وفق ${asOf}.`,
    listError: 'تعذّر تحميل المشاريع. حدث خطأ ما',
    emptyFiltered:
      'لا توجد مشاريع تطابق هذه الخيارات حاليًا. جرّب منطقة أو سنة أخرى، أو تصفّح جميع المشاريع الجديدة.',
    emptyNone: 'مشاريع جديدة في الطريق، ومستشارونا يعلمون بالمشاريع قبل طرحها في السوق.',
    askDesk: 'تواصل مع فريق المشاريع على الخارطة',
    pastEnd: 'لا توجد مشاريع في هذه الصفحة: القائمة أقصر مما يفترضه الرابط الذي أوصلك إليها.',
    firstPage: 'العودة إلى الصفحة الأولى',
    pagesLabel: 'صفحات المشاريع',
    previous: 'السابق',
    next: 'التالي',
    pageBefore: 'الصفحة ',
    pageOf: ' من ',
    searchLabel: 'البحث عن المشاريع',
    community: 'المنطقة',
    developer: 'المطوّر',
    handoverYear: 'سنة التسليم',
    status: 'الحالة',
    any: 'الكل',
    showProjects: 'عرض المشاريع',
    clearFilters: 'مسح خيارات البحث',
    from: 'ابتداءً من',
    priceOnRequest: 'السعر عند الطلب',
    handoverPrefix: 'التسليم:',
    planBefore: 'خطة سداد ',
    planAfter: '',
    completed: 'مكتمل',
    notStarted: 'لم تبدأ أعمال الإنشاء بعد',
    built: (percent: number) => `نسبة الإنجاز ${percent}%`,
    photoAlt: (name: string, community: string) => `${name}، ${community}`,
    home: 'الرئيسية',
    projects: 'المشاريع',
    offPlan: 'على الخارطة',
    by: 'من تطوير',
    convertedNote: (asOf: string) => `محوّلة من الدرهم وفق ${asOf}`,
    seePlan: 'اطّلع على خطة السداد',
    registerInterest: 'سجّل اهتمامك',
    metaTitle: (name: string, developer: string | null) =>
      `${name}${developer ? ` من ${developer}` : ''} — خطة السداد والأسعار`,
    metaFrom: (price: string) => `ابتداءً من ${price}`,
    metaPlan: (short: string) => `خطة سداد ${short}`,
    metaHandover: (handover: string) => `التسليم ${handover}`,
    metaLead: (name: string, community: string, facts: string) =>
      `منازل على الخارطة في ${name}، ${community}: ${facts}.`,
    comma: '، ',
    metaFallbackTitle: 'مشروع على الخارطة',
    keyFacts: 'أبرز المعلومات',
    factDeveloper: 'المطوّر',
    factHandover: 'التسليم',
    factStatus: 'الحالة',
    factProgress: 'نسبة الإنجاز',
    factLaunched: 'تاريخ الإطلاق',
    factDld: 'رقم المشروع لدى دائرة الأراضي',
    factEscrow: 'بنك حساب الضمان',
    verified: 'موثّق',
    verifiedTitle: 'تحقّق فريقنا من رقم المشروع لدى دائرة الأراضي والأملاك ومن حساب الضمان',
    about: (name: string) => `عن ${name}`,
    location: 'الموقع',
    atAGlanceLabel: (name: string) => `${name} في لمحة`,
    atAGlance: 'لمحة سريعة',
    pricesFrom: 'الأسعار تبدأ من',
    paymentPlan: 'خطة السداد',
    unitTypes: 'أنواع الوحدات',
    registerWithBrochure: 'سجّل اهتمامك واحصل على الكتيّب',
    workOutInstalments: 'احسب دفعاتي',
    amenities: 'المرافق',
    planKicker: (short: string, handover: string) => `${short} · التسليم ${handover}`,
    escrowAt: (bank: string) =>
      `تُودَع كل دفعة في حساب الضمان الخاص بالمشروع لدى ${bank}، كما يقتضي قانون دبي، لا لدى المطوّر مباشرة.`,
    escrow:
      'تُودَع كل دفعة في حساب الضمان الخاص بالمشروع، كما يقتضي قانون دبي، لا لدى المطوّر مباشرة.',
    planCaption: (name: string) => `مراحل خطة السداد في ${name}`,
    milestone: 'المرحلة',
    when: 'الموعد',
    share: 'النسبة',
    instalments: 'الأقساط',
    fromMonth: (month: number) => `ابتداءً من الشهر ${month}`,
    unitTypesHeading: 'أنواع الوحدات والأسعار',
    unitTypesCaption: (name: string) => `أنواع الوحدات ومساحاتها وأسعارها الابتدائية في ${name}`,
    type: 'النوع',
    size: 'المساحة',
    priceFrom: 'السعر ابتداءً من',
    availability: 'التوفر',
    listingsEyebrow: 'معروضة للبيع الآن',
    listingsTitle: (name: string) => `وحدات متاحة في ${name}`,
    listingsText: 'وحدات سكنية في المشروع معروضة لدينا، لكلٍّ منها صورها ومساحتها وسعرها المطلوب.',
    interestHeading: (name: string) => `كن أول من يعرف جديد ${name}`,
    interestBrochure: 'اترك بياناتك وسنرسل إليك الكتيّب مع المخططات عبر البريد الإلكتروني فورًا. ',
    interestCall: (developer: string | null) =>
      `سيتصل بك مستشار مُلمّ بإصدارات ${developer ?? 'المطوّر'} ليطلعك على الوحدات المتاحة الآن، وأحدث الأسعار لكل نوع وحدة، وخطة السداد محسوبة للوحدة التي تختارها.`,
    noFee: 'لا رسوم على المشترين عند الشراء على الخارطة من المطوّر مباشرة.',
    escrowNote: (bank: string | null) =>
      `تُودَع الدفعات في حساب الضمان الخاص بالمشروع${bank ? ` لدى ${bank}` : ''}، ولا تُدفع لنا أبدًا.`,
    unitChoice: (name: string, availability: string) => `${name} (${availability})`,
    summaryKicker: 'مشروع على الخارطة',
    partOf: 'جزء من',
    summaryHandover: (handover: string) => `التسليم ${handover}`,
    summaryLink: 'مواعيد الدفعات وأنواع الوحدات والكتيّب',
  },
})

/** The project pages' error and not-found screens. */
export const projectErrorMessages = defineMessages({
  en: {
    loadFailed: 'We couldn’t load this project just now. Please try again in a moment.',
    backToProjects: 'Back to all projects',
    backHome: 'Back to the home page',
    notFoundTitle: 'Project not found',
    unavailable: 'Project unavailable',
    somethingWrong: 'Something went wrong',
    notFoundText:
      'This project may have sold out or been withdrawn from sale. Every project we currently offer is one click away.',
  },
  ar: {
    loadFailed: 'تعذّر تحميل هذا المشروع الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
    backToProjects: 'العودة إلى جميع المشاريع',
    backHome: 'العودة إلى الصفحة الرئيسية',
    notFoundTitle: 'المشروع غير موجود',
    unavailable: 'المشروع غير متاح',
    somethingWrong: 'حدث خطأ ما',
    notFoundText:
      'ربما بيعت جميع وحدات هذا المشروع أو سُحب من البيع. جميع المشاريع التي نعرضها حاليًا على بُعد نقرة واحدة.',
  },
})
