import { defineMessages } from '@/lib/i18n/messages'

/** The article page's texts (news stories and community guides), its error states and share card. */
export const articleMessages = defineMessages({
  en: {
    home: 'Home',
    news: 'News',
    communities: 'Communities',
    communityGuide: 'Community guide',
    breadcrumb: 'Breadcrumb',
    published: 'Published',
    allNews: 'All news',
    allCommunities: 'All communities',
    adviser: 'Speak to an adviser',
    thinkingOf: (community: string) => `Thinking of ${community}?`,
    marketQuestions: 'Questions about the market?',
    adviserBody:
      'Our consultants will answer with recent DLD transactions and an honest view — no obligation.',
    contactUs: 'Contact Us',
    availableNow: 'Available now',
    propertiesIn: (community: string) => `Properties in ${community}`,
    viewAllIn: (community: string) => `View all in ${community}`,
    readGuide: 'Read the guide',
    errorEyebrow: 'Article',
    errorTitle: 'Something went wrong',
    errorDetail: 'We could not show this article right now. Please try again in a moment.',
    missingDetail: 'This article may have moved or been removed.',
    missingTitle: 'Article not found',
    guideMissingDetail: 'This guide may have moved or been removed.',
    guideMissingTitle: 'Community guide not found',
    inDubai: (community: string) => `${community}, Dubai`,
    dubaiMarket: 'Dubai property market',
  },
  ar: {
    home: 'الرئيسية',
    news: 'الأخبار',
    communities: 'المجتمعات',
    communityGuide: 'دليل المجتمع',
    breadcrumb: 'مسار التنقل',
    published: 'نُشر في',
    allNews: 'جميع الأخبار',
    allCommunities: 'جميع المجتمعات',
    adviser: 'تحدّث إلى مستشار',
    thinkingOf: (community: string) => `هل تفكّر في ${community}؟`,
    marketQuestions: 'لديك أسئلة عن السوق؟',
    adviserBody:
      'يجيبك مستشارونا استناداً إلى أحدث صفقات دائرة الأراضي والأملاك، وبرأي صريح، ودون أي التزام.',
    contactUs: 'تواصل معنا',
    availableNow: 'متاح الآن',
    propertiesIn: (community: string) => `عقارات في ${community}`,
    viewAllIn: (community: string) => `عرض جميع العقارات في ${community}`,
    readGuide: 'اقرأ الدليل',
    errorEyebrow: 'مقال',
    errorTitle: 'حدث خطأ ما',
    errorDetail: 'تعذّر علينا عرض هذا المقال حالياً. يُرجى المحاولة مجدداً بعد قليل.',
    missingDetail: 'ربما نُقل هذا المقال أو أُزيل.',
    missingTitle: 'المقال غير موجود',
    guideMissingDetail: 'ربما نُقل هذا الدليل أو أُزيل.',
    guideMissingTitle: 'دليل المجتمع غير موجود',
    inDubai: (community: string) => `${community}، دبي`,
    dubaiMarket: 'سوق العقارات في دبي',
  },
})

/** The /communities page: the guides to Dubai's neighbourhoods. */
export const communitiesMessages = defineMessages({
  en: {
    metaTitle: 'Dubai Communities',
    metaDescription:
      'Guides to Dubai’s most popular communities: Downtown Dubai, Business Bay, JVC, Arabian Ranches, Dubai Creek Harbour and Emaar Beachfront — prices, rents and who each suits.',
    title: 'Communities',
    description:
      'Where to live and invest in Dubai: honest guides to the city’s most sought-after neighbourhoods.',
    eyebrow: 'Neighbourhood guides',
    heading: 'Find your community',
    intro:
      'What homes cost, how they let, how you get around and who each community suits — written by the consultants who sell and lease there every week.',
    loadError: 'Communities not loaded. Something went wrong.',
    empty: 'Community guides are on their way.',
  },
  ar: {
    metaTitle: 'مجتمعات دبي',
    metaDescription:
      'أدلة إلى أبرز المجتمعات السكنية في دبي: وسط مدينة دبي، والخليج التجاري، وقرية جميرا الدائرية، والمرابع العربية، ومرسى خور دبي، وإعمار بيتشفرونت — الأسعار والإيجارات ولمن يناسب كل مجتمع.',
    title: 'المجتمعات',
    description: 'أين تسكن وتستثمر في دبي: أدلة صادقة إلى أكثر أحياء المدينة طلباً.',
    eyebrow: 'أدلة الأحياء',
    heading: 'اعثر على مجتمعك',
    intro:
      'كم تكلّف المنازل، وكيف تُؤجَّر، وكيف تتنقّل، ولمن يناسب كل مجتمع — بأقلام المستشارين الذين يبيعون ويؤجّرون فيه كل أسبوع.',
    loadError: 'تعذّر تحميل المجتمعات. حدث خطأ ما.',
    empty: 'أدلة المجتمعات في طريقها إليك قريباً.',
  },
})
