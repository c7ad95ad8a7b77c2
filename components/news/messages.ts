import { defineMessages } from '@/lib/i18n/messages'

/** The /news page and its story cards. */
export const newsMessages = defineMessages({
  en: {
    metaTitle: 'Latest News',
    metaDescription:
      'Dubai property market news: new rules from the DLD and RERA, off-plan launches, rental trends and what they mean for buyers, tenants and investors.',
    title: 'News',
    description: 'Market updates, new regulations and launches — and what they mean for you.',
    eyebrow: 'From our research desk',
    heading: 'Latest news',
    loadError: 'News not loaded propely. Something went wrong.',
    empty: 'No news yet. Please check back soon.',
    readMore: 'Read more',
  },
  ar: {
    metaTitle: 'آخر الأخبار',
    metaDescription:
      'أخبار سوق العقارات في دبي: القواعد الجديدة من دائرة الأراضي والأملاك ومؤسسة التنظيم العقاري، وإطلاقات المشاريع على الخارطة، واتجاهات الإيجار، وما تعنيه للمشترين والمستأجرين والمستثمرين.',
    title: 'الأخبار',
    description: 'مستجدات السوق واللوائح الجديدة وإطلاقات المشاريع — وما تعنيه لك.',
    eyebrow: 'من مكتب الأبحاث لدينا',
    heading: 'آخر الأخبار',
    loadError: 'تعذّر تحميل الأخبار. حدث خطأ ما.',
    empty: 'لا توجد أخبار بعد. يُرجى العودة قريباً.',
    readMore: 'اقرأ المزيد',
  },
})
