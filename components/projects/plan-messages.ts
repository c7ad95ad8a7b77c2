import type { PaymentStage, ProjectStatus } from '@/lib/api/types'
import { defineMessages } from '@/lib/i18n/messages'

/**
 * The projects' labels and the payment-plan calculator's texts: what the payment-plan island
 * carries to the browser, so they are kept apart from the server-rendered page's texts
 * (messages.ts) and the error screens' (error-messages.ts).
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

