import { defineMessages } from '@/lib/i18n/messages'

/** The /team page and the team card. Names stay as the CMS spells them; roles come from it too. */
export const teamMessages = defineMessages({
  en: {
    title: 'Our Team',
    metaDescription:
      'Meet the licensed consultants, mortgage advisers and property managers behind our Dubai brokerage: more than 100 experts from 23 nationalities.',
    bannerDescription: 'Licensed consultants and specialists who know Dubai street by street.',
    eyebrow: 'The people behind every deal',
    heading: "You're in safe hands",
    description:
      'Every consultant is licensed by the Dubai Land Department and supported by specialists in mortgages, conveyancing, property management and marketing.',
    loadError: 'Team details not loaded. Something went wrong.',
    empty: 'Our team will be introduced here soon.',
    portraitAlt: (name: string) => `Portrait of ${name}`,
  },
  ar: {
    title: 'فريقنا',
    metaDescription:
      'تعرّف على المستشارين المرخّصين ومستشاري التمويل العقاري ومديري العقارات في شركتنا للوساطة العقارية في دبي: أكثر من 100 خبير من 23 جنسية.',
    bannerDescription: 'مستشارون ومتخصصون مرخّصون يعرفون دبي شارعاً شارعاً.',
    eyebrow: 'الفريق وراء كل صفقة',
    heading: 'أنت في أيدٍ أمينة',
    description:
      'جميع مستشارينا مرخّصون من دائرة الأراضي والأملاك في دبي، ويساندهم متخصصون في التمويل العقاري ونقل الملكية وإدارة العقارات والتسويق.',
    loadError: 'تعذّر تحميل بيانات الفريق. حدث خطأ ما.',
    empty: 'سنعرّفكم بفريقنا هنا قريباً.',
    portraitAlt: (name: string) => `صورة ${name}`,
  },
})
