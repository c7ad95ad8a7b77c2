import { defineMessages } from '@/lib/i18n/messages'
import { arabicYears } from './messages'

/**
 * The buyer tools' server-rendered copy: the calculator page, a listing's true-cost section and
 * the fee explainer. Kept apart from messages.ts so the calculator's script does not carry it.
 */

export const buyerGuideMessages = defineMessages({
  en: {
    pageTitle: 'Mortgage and true cost calculator',
    pageDescription:
      'What buying a home in Dubai really costs: the loan a bank may give under UAE Central Bank rules, your monthly payment, and the DLD, trustee, registration and agency fees due on the day.',
    bannerEyebrow: 'Buyer tools',
    bannerDescription:
      'What a bank may lend you, what you will repay each month, and the cash you need on the day of transfer.',
    calculatorLabel: 'Calculator',
    pageIntro:
      'Enter the price and tell us about the purchase. The figures follow the UAE Central Bank’s lending limits and today’s Dubai fees, and change as you type.',

    sectionEyebrow: 'Buying with a mortgage',
    sectionTitle: 'The true cost of buying',
    sectionIntro:
      'The price is only part of it. Tell us about yourself to see what a bank may lend, the monthly payment and the cash you will need on the day of transfer — Dubai Land Department and trustee fees included.',
    feesLinkLead: 'What each fee is for:',
    feesLink: 'the costs of buying in Dubai, explained',

    explainerEyebrow: 'Before you make an offer',
    explainerTitle: 'The costs of buying in Dubai, explained',
    explainerIntro:
      'Buying in Dubai carries one-off costs on top of the price, most of them due on the day of transfer. These are the ones the calculator adds up.',
    ltvCaption: 'How much a bank may lend: UAE Central Bank loan-to-value caps',
    buyer: 'Buyer',
    firstHomeUpTo: (threshold: string) => `First home up to ${threshold}`,
    firstHomeAbove: (threshold: string) => `First home above ${threshold}`,
    secondHome: 'Second home',
    offPlan: 'Off-plan',
    expatriate: 'Expatriate',
    national: 'UAE national',
    loanLimits: (maxTerm: number, ageExpat: number, ageNational: number) =>
      `A loan runs for at most ${maxTerm} years and must be repaid by the time the borrower turns ${ageExpat}, or ${ageNational} for UAE nationals.`,
    downPaymentTitle: 'Down payment',
    downPaymentBody: (threshold: string, share: string) =>
      `The part of the price you pay from your own funds. It is at least what the bank will not lend: for an expatriate buying a first home of up to ${threshold}, ${share} of the price.`,
    dldTitle: 'DLD transfer fee',
    dldBody: (percent: string, admin: string) =>
      `The Dubai Land Department (DLD) registers the change of ownership and charges ${percent} of the price for it, plus ${admin} in administration and title-deed charges. In Dubai the buyer customarily pays it, on the day of transfer.`,
    trusteeTitle: 'Trustee office fee',
    trusteeBody: (high: string, threshold: string, low: string) =>
      `The transfer itself takes place at a registration trustee, an office the DLD has approved to complete it. Its fee is ${high} plus VAT for a property of ${threshold} or more, and ${low} plus VAT below that.`,
    registrationTitle: 'Mortgage registration',
    registrationBody: (percent: string, fee: string) =>
      `With a loan, the DLD also records the bank’s mortgage over the property: ${percent} of the loan plus ${fee}. A cash buyer does not pay it.`,
    agencyTitle: 'Agency fee',
    agencyBody: (percent: string, vat: string) =>
      `The brokerage’s commission for finding the home, negotiating and seeing the sale through to the title deed: ${percent} of the price, plus ${vat} VAT, paid when the sale completes. It applies to a resale, ready or off-plan. An off-plan home bought from the developer carries no agency fee: the developer pays the broker, and at a launch may also pay part of the DLD fee, which the calculator then takes off.`,
    valuationTitle: 'Bank valuation',
    valuationBody: (fee: string) =>
      `Before it confirms the loan, the bank sends an independent valuer to confirm the property is worth what you are paying. Expect about ${fee}, usually not refundable.`,
    goldenVisaTitle: 'Golden Visa',
    goldenVisaBody: (threshold: string) =>
      `A property worth ${threshold} or more can qualify its owner for the UAE’s ten-year Golden Visa. Mortgaged and off-plan homes can count too, on the conditions the authorities set.`,
    notIncludedTitle: 'Not in these figures',
    notIncludedBody:
      'A bank may charge an arrangement fee for the loan and will usually require life and property insurance. After you move in come the building’s service charges, the municipality’s housing fee and your utility connections.',
    speakToAdviser: 'Speak to a mortgage adviser',
    browseHomes: 'Browse homes for sale',
  },
  ar: {
    pageTitle: 'حاسبة التمويل العقاري والتكلفة الفعلية',
    pageDescription:
      'التكلفة الفعلية لشراء منزل في دبي: التمويل الذي قد يمنحك إياه البنك وفق قواعد مصرف الإمارات المركزي، وقسطك الشهري، ورسوم دائرة الأراضي والأملاك وأمين التسجيل وتسجيل الرهن وعمولة الوساطة المستحقة يوم نقل الملكية.',
    bannerEyebrow: 'أدوات المشتري',
    bannerDescription:
      'المبلغ الذي قد يموّله لك البنك، والقسط الذي ستسدّده كل شهر، والسيولة التي تحتاج إليها يوم نقل الملكية.',
    calculatorLabel: 'الحاسبة',
    pageIntro:
      'أدخل السعر وأخبرنا عن عملية الشراء. تلتزم الأرقام بحدود التمويل التي يضعها مصرف الإمارات المركزي وبرسوم دبي المعمول بها اليوم، وتتغيّر فور الكتابة.',

    sectionEyebrow: 'الشراء بتمويل عقاري',
    sectionTitle: 'التكلفة الفعلية للشراء',
    sectionIntro:
      'السعر ليس إلا جزءًا من التكلفة. أخبرنا عن نفسك لتعرف المبلغ الذي قد يموّله البنك، والقسط الشهري، والسيولة التي ستحتاج إليها يوم نقل الملكية، بما فيها رسوم دائرة الأراضي والأملاك وأمين التسجيل.',
    feesLinkLead: 'الغرض من كل رسم:',
    feesLink: 'شرح تكاليف الشراء في دبي',

    explainerEyebrow: 'قبل أن تقدّم عرضك',
    explainerTitle: 'تكاليف الشراء في دبي بالتفصيل',
    explainerIntro:
      'يترتّب على الشراء في دبي تكاليف لمرة واحدة تُضاف إلى السعر، ويُستحق معظمها يوم نقل الملكية. وهذه هي التكاليف التي تجمعها الحاسبة.',
    ltvCaption:
      'المبلغ الذي قد يموّله البنك: الحدود القصوى لنسبة التمويل إلى القيمة لدى مصرف الإمارات المركزي',
    buyer: 'المشتري',
    firstHomeUpTo: (threshold: string) => `المنزل الأول حتى ${threshold}`,
    firstHomeAbove: (threshold: string) => `المنزل الأول بأكثر من ${threshold}`,
    secondHome: 'المنزل الثاني',
    offPlan: 'على الخارطة',
    expatriate: 'وافد',
    national: 'مواطن إماراتي',
    loanLimits: (maxTerm: number, ageExpat: number, ageNational: number) =>
      `لا تتجاوز مدة التمويل ${arabicYears(maxTerm)}، ويجب سداده بالكامل قبل بلوغ المقترض ${ageExpat} عامًا، أو ${ageNational} عامًا للمواطنين الإماراتيين.`,
    downPaymentTitle: 'الدفعة الأولى',
    downPaymentBody: (threshold: string, share: string) =>
      `الجزء من السعر الذي تدفعه من أموالك الخاصة، ولا يقلّ عمّا لا يموّله البنك: فللوافد الذي يشتري منزله الأول بسعر يصل إلى ${threshold}، تبلغ ${share} من السعر.`,
    dldTitle: 'رسوم نقل الملكية لدى دائرة الأراضي والأملاك',
    dldBody: (percent: string, admin: string) =>
      `تسجّل دائرة الأراضي والأملاك في دبي انتقال الملكية وتتقاضى مقابل ذلك ${percent} من السعر، إضافةً إلى ${admin} رسومًا إدارية ورسوم إصدار سند الملكية. وقد جرى العرف في دبي أن يدفعها المشتري يوم نقل الملكية.`,
    trusteeTitle: 'رسوم مكتب أمين التسجيل',
    trusteeBody: (high: string, threshold: string, low: string) =>
      `تُنجَز معاملة نقل الملكية نفسها لدى أحد مكاتب أمناء التسجيل التي تعتمدها دائرة الأراضي والأملاك. ورسوم المكتب ${high} إضافةً إلى ضريبة القيمة المضافة للعقار الذي تبلغ قيمته ${threshold} أو أكثر، و${low} إضافةً إلى الضريبة لما دون ذلك.`,
    registrationTitle: 'تسجيل الرهن العقاري',
    registrationBody: (percent: string, fee: string) =>
      `عند الشراء بتمويل، تسجّل دائرة الأراضي والأملاك أيضًا رهن البنك على العقار مقابل ${percent} من مبلغ التمويل إضافةً إلى ${fee}. ولا يدفعها من يشتري نقدًا.`,
    agencyTitle: 'عمولة الوساطة',
    agencyBody: (percent: string, vat: string) =>
      `عمولة شركة الوساطة مقابل إيجاد المنزل والتفاوض ومتابعة الصفقة حتى إصدار سند الملكية: ${percent} من السعر، إضافةً إلى ضريبة القيمة المضافة بنسبة ${vat}، وتُدفع عند إتمام البيع. وتنطبق على إعادة البيع، سواء كان العقار جاهزًا أو على الخارطة. أما إذا اشتريت عقارًا على الخارطة من المطوّر مباشرة فلا عمولة وساطة عليك، لأن المطوّر هو من يدفع للوسيط، وقد يتحمّل أيضًا جزءًا من رسوم دائرة الأراضي والأملاك عند إطلاق المشروع، فتخصمه الحاسبة من التكاليف.`,
    valuationTitle: 'تقييم البنك',
    valuationBody: (fee: string) =>
      `قبل أن يؤكد البنك التمويل، يرسل مقيّمًا مستقلًا للتحقق من أن قيمة العقار تعادل ما ستدفعه. وتبلغ رسومه نحو ${fee}، وهي في العادة غير قابلة للاسترداد.`,
    goldenVisaTitle: 'التأشيرة الذهبية',
    goldenVisaBody: (threshold: string) =>
      `قد يؤهّل عقارٌ تبلغ قيمته ${threshold} أو أكثر مالكَه للحصول على التأشيرة الذهبية لدولة الإمارات لمدة عشر سنوات. ويمكن أن تُحتسب كذلك المنازل المرهونة والعقارات على الخارطة، وفق الشروط التي تحدّدها الجهات المختصة.`,
    notIncludedTitle: 'ما لا تشمله هذه الأرقام',
    notIncludedBody:
      'قد يتقاضى البنك رسوم ترتيب للتمويل، وعادةً ما يشترط تأمينًا على الحياة وعلى العقار. وبعد انتقالك إلى المنزل تأتي رسوم الخدمات للمبنى، ورسوم السكن لدى البلدية، وتوصيل المرافق.',
    speakToAdviser: 'تحدّث إلى مستشار تمويل عقاري',
    browseHomes: 'تصفّح المنازل المعروضة للبيع',
  },
})
