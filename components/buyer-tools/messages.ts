import { defineMessages } from '@/lib/i18n/messages'

/**
 * The true-cost calculator's texts (form, hints, figures). The live calculator's script carries
 * this dictionary, so the fee explainer's long copy lives apart, in guide-messages.ts.
 */

/** A number of years after a preposition ('حتى', 'على مدى'), with Arabic's dual and plural. */
export function arabicYears(years: number): string {
  if (years === 1) return 'سنة واحدة'
  if (years === 2) return 'سنتين'
  if (years >= 3 && years <= 10) return `${years} سنوات`
  return `${years} سنة`
}

export const trueCostMessages = defineMessages({
  en: {
    formLabel: 'Your purchase',
    price: 'Property price',
    downPayment: 'Down payment',
    interestRate: 'Interest rate',
    term: 'Term',
    age: 'Borrower’s age',
    unitAed: 'AED',
    unitRate: '% a year',
    unitYears: 'years',
    buyer: 'Buyer',
    property: 'Property',
    completion: 'Completion',
    expatriate: 'Expatriate',
    national: 'UAE national',
    firstHome: 'First home',
    secondHome: 'Second home',
    ready: 'Ready',
    offPlan: 'Off-plan',
    calculate: 'Calculate',
    hintDownPayment: (amount: string, maxLtv: number) =>
      `At least ${amount} AED: banks lend up to ${maxLtv}% for this buyer`,
    hintTerm: (years: number) => `Up to ${years} ${years === 1 ? 'year' : 'years'}`,
    hintAge: (limit: number) => `The loan must end by age ${limit}`,
    resultsTitle: 'Your figures',
    problemsTitle: 'A figure needs another look',
    problemsNote: 'Correct it and the costs are worked out again straight away.',
    monthlyPayment: 'Monthly payment',
    overTerm: (years: number, rate: string) =>
      `Over ${years} ${years === 1 ? 'year' : 'years'} at ${rate} a year`,
    cashPurchase: 'No loan: a cash purchase',
    totalCash: 'Total cash needed',
    cashBreakdown: (down: string, upfront: string) =>
      `${down} down payment + ${upfront} upfront costs`,
    loan: 'Loan',
    loanToValue: 'Loan-to-value',
    loanToValueDetail: 'Share of the price borrowed',
    maxLoanToValue: 'Maximum loan-to-value',
    maxLoanToValueDetail: 'UAE Central Bank cap for this buyer',
    interest: 'Interest over the term',
    paidOnTransfer: 'Paid on the day of transfer',
    dldFee: 'DLD transfer fee',
    dldDetail: (percent: string, admin: string) => `${percent} + ${admin} admin`,
    trusteeFee: 'Trustee office fee',
    plusVat: (amount: string, vat: string) => `${amount} + ${vat} VAT`,
    registration: 'Mortgage registration',
    registrationDetail: (percent: string, fee: string) => `${percent} of the loan + ${fee}`,
    notNeeded: 'Not needed without a loan',
    agencyFee: 'Agency fee',
    valuation: 'Bank valuation',
    approximate: 'Approximate',
    totalUpfront: 'Total upfront costs',
    goldenVisaLead: 'Golden Visa.',
    goldenVisaNote: (threshold: string) =>
      `A property worth ${threshold} or more can qualify its owner for the UAE’s ten-year Golden Visa, subject to the authorities’ conditions. Your adviser can take you through them.`,
    estimate: 'An estimate for guidance, not an offer of finance.',
    conversions: (date: string) => ` Conversions use rates as of ${date}.`,
  },
  ar: {
    formLabel: 'بيانات الشراء',
    price: 'سعر العقار',
    downPayment: 'الدفعة الأولى',
    interestRate: 'سعر الفائدة',
    term: 'مدة التمويل',
    age: 'عمر المقترض',
    unitAed: 'درهم',
    unitRate: '% سنويًا',
    unitYears: 'سنة',
    buyer: 'المشتري',
    property: 'العقار',
    completion: 'حالة الإنجاز',
    expatriate: 'وافد',
    national: 'مواطن إماراتي',
    firstHome: 'المنزل الأول',
    secondHome: 'المنزل الثاني',
    ready: 'جاهز',
    offPlan: 'على الخارطة',
    calculate: 'احسب',
    hintDownPayment: (amount: string, maxLtv: number) =>
      `${amount} درهم على الأقل، فالبنوك تموّل لمشترٍ مثلك حتى ${maxLtv}% من السعر`,
    hintTerm: (years: number) => `حتى ${arabicYears(years)}`,
    hintAge: (limit: number) => `يُسدَّد التمويل بالكامل قبل أن يبلغ المقترض ${limit} عامًا`,
    resultsTitle: 'نتائج الحساب',
    problemsTitle: 'أحد الأرقام يحتاج إلى مراجعة',
    problemsNote: 'صحّحه وتُحسب التكاليف من جديد فورًا.',
    monthlyPayment: 'القسط الشهري',
    overTerm: (years: number, rate: string) => `على مدى ${arabicYears(years)} بفائدة ${rate} سنويًا`,
    cashPurchase: 'دون تمويل: شراء نقدي',
    totalCash: 'إجمالي السيولة المطلوبة',
    cashBreakdown: (down: string, upfront: string) =>
      `${down} دفعة أولى + ${upfront} تكاليف تُدفع مقدمًا`,
    loan: 'مبلغ التمويل',
    loanToValue: 'نسبة التمويل إلى القيمة',
    loanToValueDetail: 'الجزء المموَّل من السعر',
    maxLoanToValue: 'الحد الأقصى لنسبة التمويل إلى القيمة',
    maxLoanToValueDetail: 'السقف الذي يحدّده مصرف الإمارات المركزي لهذا المشتري',
    interest: 'إجمالي الفوائد طوال المدة',
    paidOnTransfer: 'تُدفع يوم نقل الملكية',
    dldFee: 'رسوم نقل الملكية لدى دائرة الأراضي والأملاك',
    dldDetail: (percent: string, admin: string) => `${percent} + ${admin} رسومًا إدارية`,
    trusteeFee: 'رسوم مكتب أمين التسجيل',
    plusVat: (amount: string, vat: string) => `${amount} + ضريبة القيمة المضافة ${vat}`,
    registration: 'تسجيل الرهن العقاري',
    registrationDetail: (percent: string, fee: string) => `${percent} من مبلغ التمويل + ${fee}`,
    notNeeded: 'غير مطلوب دون تمويل',
    agencyFee: 'عمولة الوساطة',
    valuation: 'تقييم البنك',
    approximate: 'تقديري',
    totalUpfront: 'إجمالي التكاليف المدفوعة مقدمًا',
    goldenVisaLead: 'التأشيرة الذهبية.',
    goldenVisaNote: (threshold: string) =>
      `قد يؤهّل عقارٌ تبلغ قيمته ${threshold} أو أكثر مالكَه للحصول على التأشيرة الذهبية لدولة الإمارات لمدة عشر سنوات، وفق الشروط التي تحدّدها الجهات المختصة. ويمكن لمستشارك أن يشرحها لك بالتفصيل.`,
    estimate: 'تقدير استرشادي، وليس عرض تمويل.',
    conversions: (date: string) => ` تعتمد التحويلات أسعار الصرف بتاريخ ${date}.`,
  },
})
