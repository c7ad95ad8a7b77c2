import { defineMessages } from '@/lib/i18n/messages'

/*
 * The forms' own words: labels, hints, buttons and notes. Validation and server messages are
 * translated by their English text (lib/validation/messages.ts), since the schemas and the API
 * keep the English of docs/requirements.md §5 and §8.
 */
export const formMessages = defineMessages({
  en: {
    // Shared fields and the submit row.
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    phoneHint: 'e.g. 050 123 4567',
    optional: '(optional)',
    submit: 'Submit',
    submitting: 'Submitting...',

    // The enquiry form.
    message: 'Message',
    privacyBefore: 'We reply within one working day. Your details are handled as our',
    privacyLink: 'Privacy Policy',
    privacyAfter: ' describes.',

    // The complaint form.
    complaintForm: 'Leave A Complaint',
    propertyReference: 'Property reference',
    propertyReferenceHint: 'If your complaint concerns a listing, e.g. CK-S-10234',
    complaint: 'Your complaint',
    complaintNote: 'We acknowledge every complaint within 2 working days and reply in writing.',
    complaintReference: (reference: string) =>
      `Complaint submitted successfully. Reference: ${reference}`,

    // The register-interest form.
    interestForm: (project: string) => `Register interest in ${project}`,
    unitType: 'Unit type',
    anyUnitType: 'Any unit type',
    interestMessage: 'Anything we should know',
    interestPlaceholder: 'Preferred floor or view, budget, when you plan to buy',
    registerInterest: 'Register interest',
    brochureNote:
      'You get the brochure straight away; a consultant calls within one working day.',
    consultantNote:
      'A consultant calls within one working day with availability and the latest prices.',
    brochureSent: (project: string) =>
      `Thank you. The ${project} brochure is ready to download.`,
    consultantCalls: (project: string) =>
      `Thank you. A consultant will be in touch about ${project} shortly.`,
    interestPhoneHint: 'e.g. 050 123 4567, or +44 7700 900123 from abroad',
    interestRegistered: 'Thank you, your interest is registered',
    brochureReady: (project: string) =>
      `The ${project} brochure is ready to download. The link is yours alone and works for 14 days.`,
    downloadBrochure: 'Download the brochure',
    registerAgain: 'Register another interest',

    // The job application and its résumé picker.
    applicationForm: 'Job application',
    applicationPhoneHint: '10 digits, e.g. 0501234567',
    designation: 'Role you are applying for',
    applicationNote: 'Your CV is seen only by our recruitment team.',
    resume: 'Resume',
    chooseFile: 'Choose file',
    replaceFile: 'Replace file',
    forYourResume: ' for your resume',
    noFile: 'No file chosen',
    removeFile: 'Remove',
    resumeHint: 'PDF or Word document, up to 5 MB.',
    megabytes: (size: string) => `${size} MB`,
    kilobytes: (size: string) => `${size} KB`,
  },
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    phoneHint: 'مثال: 050 123 4567',
    optional: '(اختياري)',
    submit: 'إرسال',
    submitting: 'جارٍ الإرسال...',

    message: 'رسالتك',
    privacyBefore: 'نرد خلال يوم عمل واحد، ونتعامل مع بياناتك وفق ما تنص عليه',
    privacyLink: 'سياسة الخصوصية',
    privacyAfter: '.',

    complaintForm: 'تقديم شكوى',
    propertyReference: 'الرقم المرجعي للعقار',
    propertyReferenceHint: 'إذا كانت شكواك تتعلق بعقار معروض، مثال: CK-S-10234',
    complaint: 'تفاصيل الشكوى',
    complaintNote: 'نؤكد استلام كل شكوى خلال يومَي عمل، ونرد عليها كتابياً.',
    // The reference is isolated left to right, so 'CMP-000123' keeps its order in Arabic text.
    complaintReference: (reference: string) =>
      `تم تقديم شكواك بنجاح. الرقم المرجعي: \u2066${reference}\u2069`,

    interestForm: (project: string) => `تسجيل الاهتمام بمشروع ${project}`,
    unitType: 'نوع الوحدة',
    anyUnitType: 'أي نوع من الوحدات',
    interestMessage: 'هل هناك ما تود إخبارنا به؟',
    interestPlaceholder: 'الطابق أو الإطلالة المفضلة، الميزانية، والموعد الذي تخطط للشراء فيه',
    registerInterest: 'سجّل اهتمامك',
    brochureNote:
      'تحصل على الكتيّب فوراً، ويتصل بك أحد مستشارينا خلال يوم عمل واحد.',
    consultantNote:
      'يتصل بك أحد مستشارينا خلال يوم عمل واحد لإطلاعك على الوحدات المتاحة وأحدث الأسعار.',
    brochureSent: (project: string) =>
      `شكراً لك. كتيّب مشروع ${project} جاهز للتنزيل.`,
    consultantCalls: (project: string) =>
      `شكراً لك. سيتواصل معك أحد مستشارينا قريباً بخصوص مشروع ${project}.`,
    // The numbers are isolated left to right, so they keep their order in Arabic text.
    interestPhoneHint: 'مثال: \u2066050 123 4567\u2069، أو \u2066+44 7700 900123\u2069 من خارج الدولة',
    interestRegistered: 'شكراً لك، تم تسجيل اهتمامك',
    brochureReady: (project: string) =>
      `كتيّب مشروع ${project} جاهز للتنزيل الآن. الرابط خاص بك ويبقى صالحاً لمدة 14 يوماً.`,
    downloadBrochure: 'تنزيل الكتيّب',
    registerAgain: 'تسجيل اهتمام آخر',

    applicationForm: 'طلب التوظيف',
    applicationPhoneHint: '10 أرقام، مثال: 0501234567',
    designation: 'الوظيفة التي تتقدم لها',
    applicationNote: 'لا يطّلع على سيرتك الذاتية سوى فريق التوظيف لدينا.',
    resume: 'السيرة الذاتية',
    chooseFile: 'اختر ملفاً',
    replaceFile: 'استبدل الملف',
    forYourResume: ' للسيرة الذاتية',
    noFile: 'لم يتم اختيار أي ملف',
    removeFile: 'إزالة',
    resumeHint: 'ملف PDF أو مستند Word، بحجم أقصاه 5 ميغابايت.',
    megabytes: (size: string) => `${size} ميغابايت`,
    kilobytes: (size: string) => `${size} كيلوبايت`,
  },
})

export type FormMessages = (typeof formMessages)['en']
