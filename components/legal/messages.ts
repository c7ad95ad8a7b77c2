import { defineMessages } from '@/lib/i18n/messages'

/** The legal pages' frame: the page descriptions, the effective date and the contents list. */
export const legalMessages = defineMessages({
  en: {
    effective: 'Effective',
    contents: 'Contents',
    privacyTitle: 'Privacy Policy',
    privacyDescription:
      'How we collect, use, share and protect your personal data under the UAE Personal Data Protection Law, and how to exercise your rights.',
    termsTitle: 'Terms and Conditions',
    termsDescription:
      'The terms of use of our website and listings: accuracy of information, enquiries, fees, intellectual property and the law that applies.',
  },
  ar: {
    effective: 'يسري اعتباراً من',
    contents: 'المحتويات',
    privacyTitle: 'سياسة الخصوصية',
    privacyDescription:
      'كيف نجمع بياناتك الشخصية ونستخدمها ونشاركها ونحميها وفقاً لقانون حماية البيانات الشخصية في دولة الإمارات، وكيف تمارس حقوقك.',
    termsTitle: 'الشروط والأحكام',
    termsDescription:
      'شروط استخدام موقعنا الإلكتروني والعقارات المعروضة عليه: دقة المعلومات، والاستفسارات، والرسوم، والملكية الفكرية، والقانون الواجب التطبيق.',
  },
})
