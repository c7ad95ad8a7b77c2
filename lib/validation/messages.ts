import type { Locale } from '@/lib/i18n/locales'

/*
 * The schemas, the lead endpoints and the forms speak English: docs/requirements.md §5 and §8 fix
 * those texts word for word, and the English edition shows them as they are. The Arabic edition
 * shows the same message in Arabic, looked up here by its exact English text, so a schema and its
 * translation can never drift apart silently (messages.test.ts checks every schema literal has an
 * entry).
 *
 * No imports beyond a type: the forms load this with the page, while zod stays lazy.
 */

/** Arabic for every fixed message, keyed by its exact English text. */
export const arabicMessages = {
  // The people fields the enquiry, complaint, interest and application forms share.
  'First name is required': 'الاسم الأول مطلوب',
  'Last name is required': 'اسم العائلة مطلوب',
  'Too Short!': 'قصير جداً!',
  'Too Long!': 'طويل جداً!',
  'Email is required': 'البريد الإلكتروني مطلوب',
  'Invalid email': 'البريد الإلكتروني غير صالح',
  'Invalid email format': 'صيغة البريد الإلكتروني غير صحيحة',
  'Phone number is required': 'رقم الهاتف مطلوب',
  'Invalid phone number': 'رقم الهاتف غير صالح',
  'Phone number must be 10 digits': 'يجب أن يتكوّن رقم الهاتف من 10 أرقام',
  'Message is required': 'الرسالة مطلوبة',
  'Message is too short': 'الرسالة قصيرة جداً',
  'Message is too long': 'الرسالة طويلة جداً',
  'Invalid client id': 'معرّف الإرسال غير صالح',
  'Invalid listing id': 'معرّف العقار غير صالح',

  // Any international number (lib/validation/phone.ts): register interest and later forms.
  'Use only digits, spaces, brackets, dashes and a leading +':
    'استخدم الأرقام والمسافات والأقواس والشرطات فقط، ويمكن أن يبدأ الرقم بعلامة +',
  'Check the country code after the +': 'تأكد من رمز الدولة بعد علامة +',
  'This phone number is too short': 'رقم الهاتف قصير جداً',
  'This phone number is too long': 'رقم الهاتف طويل جداً',
  'Not a valid UAE number: check the digits, or start with + and the country code':
    'هذا ليس رقماً إماراتياً صحيحاً: تأكد من الأرقام، أو ابدأ بعلامة + ثم رمز الدولة',
  'Not a valid number for that country code: check the digits':
    'الرقم لا يتوافق مع رمز الدولة المُدخل: تأكد من الأرقام',

  // Complaint, interest and application fields.
  'Property reference is too long': 'الرقم المرجعي للعقار طويل جداً',
  'Choose one of this project’s unit types': 'اختر أحد أنواع الوحدات المتوفرة في هذا المشروع',
  'Designation is required': 'المسمى الوظيفي مطلوب',
  'Designation is too long': 'المسمى الوظيفي طويل جداً',
  'Resume is required': 'السيرة الذاتية مطلوبة',
  'Resume must be a PDF or Word document': 'يجب أن تكون السيرة الذاتية ملف PDF أو مستند Word',
  'Resume must be 5 MB or smaller': 'يجب ألا يتجاوز حجم السيرة الذاتية 5 ميغابايت',
  'Send one resume file': 'يُرجى إرفاق ملف واحد فقط للسيرة الذاتية',

  // What the lead endpoints answer on success.
  'Contact created successfully': 'تم استلام رسالتك بنجاح',
  'Application sent successfully': 'تم إرسال طلبك بنجاح',
  'Complaint submitted successfully': 'تم تقديم شكواك بنجاح',
  'Interest registered successfully': 'تم تسجيل اهتمامك بنجاح',

  // Refusals before or around validation (lib/server/http.ts, spam.ts, rate-limit.ts).
  'An error occurred': 'حدث خطأ ما، يُرجى المحاولة مرة أخرى',
  'Internal error': 'حدث خطأ داخلي، يُرجى المحاولة لاحقاً',
  'Invalid request': 'طلب غير صالح',
  'Malformed URL': 'عنوان الصفحة غير صالح',
  'Project not found': 'لم يتم العثور على المشروع',
  'Unknown query parameter: prefix': 'معامل الاستعلام prefix غير معروف',
  'Request body is too large': 'حجم البيانات المرسلة أكبر من المسموح به',
  'Request body is not valid JSON': 'البيانات المرسلة ليست بصيغة JSON صالحة',
  'Request body is not valid multipart form data':
    'البيانات المرسلة ليست نموذجاً متعدد الأجزاء صالحاً',
  'Content-Type must be application/json': 'يجب أن يكون نوع المحتوى application/json',
  'Content-Type must be multipart/form-data': 'يجب أن يكون نوع المحتوى multipart/form-data',
  'Cross-site form submissions are not allowed': 'لا يُسمح بإرسال النماذج من مواقع أخرى',
  'Too many submissions. Please try again later.':
    'لقد تجاوزت الحد المسموح به من محاولات الإرسال. يُرجى المحاولة لاحقاً.',
  'Text must not contain NUL characters': 'يجب ألا يحتوي النص على محارف NUL',

  // Query parameters (lib/validation/query.ts and the list schemas).
  'must be given once': 'يجب أن تُذكر مرة واحدة فقط',
  'must be a whole number': 'يجب أن تكون عدداً صحيحاً',
  'must not contain control characters': 'يجب ألا تحتوي على محارف تحكّم',
  'must be a developer slug (lower-case letters, digits and hyphens)':
    'يجب أن تكون معرّف مطوّر (أحرف لاتينية صغيرة وأرقام وشرطات)',
  'must be listing ids (24 hexadecimal characters) separated by commas':
    'يجب أن تكون معرّفات إعلانات (24 محرفاً ست عشرياً) تفصل بينها فواصل',

  // Display preferences (lib/validation/preferences.ts).
  'Choose sqft or sqm': 'اختر القدم المربع (sqft) أو المتر المربع (sqm)',
  'Send a currency, an area unit or both': 'أرسل عملةً أو وحدة مساحة أو كليهما',

  // The true-cost calculator (lib/validation/true-cost.ts, lib/buyer-tools/true-cost.ts).
  'Enter the price in AED': 'أدخل السعر بالدرهم الإماراتي',
  'Enter the down payment in AED (0 or more)': 'أدخل الدفعة الأولى بالدرهم الإماراتي (0 أو أكثر)',
  'Enter the term in whole years': 'أدخل مدة التمويل بالسنوات الكاملة',
  'Enter an interest rate between 0 and 20%': 'أدخل نسبة فائدة بين 0 و20%',
  'Choose UAE national or expatriate': 'حدّد إن كنت مواطناً إماراتياً أو وافداً',
  'Choose first or second property': 'حدّد إن كان هذا عقارك الأول أو الثاني',
  'Choose ready or off-plan': 'حدّد إن كان العقار جاهزاً أو على الخارطة',
  'Choose from the developer or resale': 'اختر الشراء من المطوّر أو إعادة البيع',
  'Enter the developer’s share of the DLD fee (0 to 100%)':
    'أدخل نسبة رسوم دائرة الأراضي والأملاك التي يتحمّلها المطوّر (من 0 إلى 100%)',
  'Down payment cannot be more than the price': 'لا يمكن أن تتجاوز الدفعة الأولى سعر العقار',
} as const satisfies Record<string, string>

/** A fixed message the site can show: the keys of the table above. */
export type KnownMessage = keyof typeof arabicMessages

export function isKnownMessage(text: string): text is KnownMessage {
  return Object.hasOwn(arabicMessages, text)
}

/** zod's own type names, as its default messages spell them. */
const zodTypes: Record<string, string> = {
  string: 'نص',
  number: 'رقم',
  boolean: 'قيمة منطقية',
  object: 'كائن',
  array: 'قائمة',
  null: 'قيمة فارغة (null)',
  undefined: 'لا شيء',
  nan: 'قيمة غير رقمية',
}
const zodType = (name: string) => zodTypes[name] ?? name

/** A number of years as the noun after it agrees: سنة واحدة، سنتين، 3 سنوات، 25 سنة. */
function years(count: string): string {
  const n = Number(count)
  if (n === 1) return 'سنة واحدة'
  if (n === 2) return 'سنتين'
  return `${count} ${n >= 3 && n <= 10 ? 'سنوات' : 'سنة'}`
}

/**
 * Messages that carry a number, a list or a field name, English pattern first. Tried in order,
 * after the fixed table; the captured pieces go into the Arabic unchanged.
 */
const patterns: readonly [RegExp, (...parts: string[]) => string][] = [
  // parseQuery's '<field>: <message>' and the like: the field name stays as the query spells it.
  [
    /^([\w[\].-]+): (.+)$/,
    (field, message) => {
      const arabic = translateMessage('ar', message)
      return arabic === message ? `${field}: ${message}` : `${field}: ${arabic}`
    },
  ],
  [/^must list at most (\d+) ids$/, (n) => `يجب ألا يتجاوز عدد المعرّفات ${n}`],
  [/^Choose one of (.+)$/, (list) => `اختر أحد الخيارات التالية: ${list}`],
  [/^must be one of (.+)$/, (list) => `يجب أن تكون إحدى القيم التالية: ${list}`],
  [/^Enter a term of 1 to (\d+) years$/, (n) => `أدخل مدة تمويل من سنة واحدة إلى ${years(n)}`],
  [/^The term can be at most (\d+) years$/, (n) => `لا يمكن أن تتجاوز مدة التمويل ${years(n)}`],
  [/^Enter the borrower’s age \(18 to (\d+)\)$/, (n) => `أدخل عمر المقترض، من 18 إلى ${n} عاماً`],
  [
    /^Down payment must be at least ([\d,.]+) AED: banks lend at most ([\d.]+)% of this price$/,
    (amount, ltv) =>
      `يجب ألا تقل الدفعة الأولى عن ${amount} درهم، فالبنوك لا تموّل أكثر من ${ltv}% من هذا السعر`,
  ],
  [
    /^The loan must end by age (\d+): a borrower must be younger than (\d+)$/,
    (limit, younger) =>
      `يجب سداد التمويل بالكامل قبل أن يبلغ المقترض ${limit} عاماً، لذا يجب أن يكون عمره أقل من ${younger} عاماً`,
  ],
  [
    /^The loan must end by age (\d+): at (\d+) the term can be at most (\d+) years$/,
    (limit, age, term) =>
      `يجب سداد التمويل بالكامل قبل أن يبلغ المقترض ${limit} عاماً، لذا لا تتجاوز مدة التمويل لمن عمره ${age} عاماً ${years(term)}`,
  ],
  // zod's defaults, for values no form sends (a crafted request's wrong types and sizes).
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    (expected, received) =>
      `قيمة غير صالحة: المتوقع ${zodType(expected)}، والمُرسَل ${zodType(received)}`,
  ],
  [
    /^Invalid option: expected one of (.+)$/,
    (options) => `خيار غير صالح: القيم المقبولة ${options}`,
  ],
  [
    /^Too big: expected string to have <=(\d+) characters$/,
    (n) => `النص طويل جداً: الحد الأقصى لعدد الأحرف ${n}`,
  ],
  [
    /^Too small: expected string to have >=(\d+) characters$/,
    (n) => `النص قصير جداً: الحد الأدنى لعدد الأحرف ${n}`,
  ],
  [/^Too big: expected number to be <=(.+)$/, (n) => `القيمة كبيرة جداً: الحد الأقصى ${n}`],
  [/^Too small: expected number to be >=(.+)$/, (n) => `القيمة صغيرة جداً: الحد الأدنى ${n}`],
]

/**
 * A message in the given edition: English is returned unchanged, and so is any text this table
 * does not know (an Arabic text already translated, a message added without its entry).
 */
export function translateMessage(locale: Locale, english: KnownMessage | (string & {})): string {
  if (locale === 'en') return english
  if (isKnownMessage(english)) return arabicMessages[english]
  for (const [pattern, arabic] of patterns) {
    const match = pattern.exec(english)
    if (match) return arabic(...match.slice(1))
  }
  return english
}

/** Every field error of an answer or a form in the given edition. */
export function translateErrors<K extends string>(
  locale: Locale,
  errors: Partial<Record<K, string | undefined>>,
): Partial<Record<K, string>> {
  const translated: Partial<Record<K, string>> = {}
  for (const [field, message] of Object.entries(errors) as [K, string | undefined][]) {
    if (message !== undefined) translated[field] = translateMessage(locale, message)
  }
  return translated
}
