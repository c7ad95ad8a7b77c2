import { serviceCard, servicePages } from '../services'
import type { ServiceCard, ServicesOverview } from '../services'
import { holidayHomeContent, rentPropertyContent } from './services-leasing'
import { buyPropertyContent, offPlanContent, sellPropertyContent } from './services-sales'
import { commercialContent, interiorsContent, mortgageContent } from './services-specialist'

// The Arabic edition of content/services.ts. Ids, slugs, links and images are the English
// module's own (re-exported, not copied), so both editions always name the same pages.

export type {
  ServiceCard,
  ServiceContent,
  ServiceId,
  ServiceSlug,
  ServicesOverview,
} from '../services'
export { normaliseServiceId, serviceCard, servicePages, serviceIds, serviceSlugById, serviceSlugs } from '../services'

export const services = servicePages({
  buyproperty: buyPropertyContent,
  sellproperty: sellPropertyContent,
  rentproperty: rentPropertyContent,
  holidayhome: holidayHomeContent,
  commercial: commercialContent,
  mortgage: mortgageContent,
  offplan: offPlanContent,
  interiors: interiorsContent,
})

const card = serviceCard

// The same order as the English grid.
export const serviceCards: ServiceCard[] = [
  card(
    'buyproperty',
    'شراء العقارات',
    'اعثر على المنزل أو الاستثمار المناسب مع مستشارين مرخّصين، وبيانات الصفقات لكل مبنى، ودعم متواصل حتى إصدار سند الملكية.',
  ),
  card(
    'sellproperty',
    'بيع العقارات',
    'تقييم مبني على صفقات دائرة الأراضي والأملاك، وتسويق يصل إلى المشترين المؤهّلين، ونقل ملكية مُدار بالكامل لدى مكتب أمين التسجيل.',
  ),
  card(
    'rentproperty',
    'تأجير العقارات',
    'منازل للمستأجرين ومستأجرون موثوقون للملاك، مع إعداد العقود والتسجيل في إيجاري والتجديدات كما ينبغي.',
  ),
  card(
    'offplan',
    'الاستثمار في العقارات على الخارطة',
    'أولوية في الإطلاقات الجديدة، وعناية واجبة مستقلة بشأن المطوّرين وحسابات الضمان، ومقارنات واضحة بين خطط السداد.',
  ),
  card(
    'propertymanagement',
    'إدارة العقارات',
    'تحصيل الإيجارات والصيانة والتجديدات وكشوف الحساب الشهرية للملاك الراغبين في استثمار لا يشغلهم.',
  ),
  card(
    'holidayhome',
    'بيوت العطلات',
    'تصاريح دائرة الاقتصاد والسياحة والتأثيث والتسعير ورعاية الضيوف، لتحقّق دخلًا أكبر من عقارك عبر الإقامات القصيرة.',
  ),
  card(
    'mortgage',
    'استشارات التمويل العقاري',
    'مقارنة مجانية بين عروض البنوك الإماراتية، مع موافقة مبدئية تتزامن مع موعد شرائك.',
  ),
  card(
    'commercial',
    'العقارات التجارية',
    'مكاتب ومحلات تجارية وعقارات استثمارية في الخليج التجاري ومركز دبي المالي العالمي وأبراج بحيرات جميرا ووسط مدينة دبي.',
  ),
  card(
    'interiors',
    'التصميم الداخلي',
    'باقات أثاث وتجهيز بيوت العطلات وتصميم داخلي متكامل، من تحديد المتطلبات حتى تسليم منزل منسّق بالكامل.',
  ),
]

export const servicesOverview: ServicesOverview = {
  bannerTitle: 'خدماتنا',
  bannerDescription:
    'البيع والتأجير والعقارات على الخارطة والتمويل العقاري وإدارة العقارات وبيوت العطلات والمساحات التجارية والتصميم الداخلي: فريق واحد يرافقك في كل مرحلة من مراحل تملّك العقار في دبي.',
  intro: {
    smallTitle: 'ما نقدّمه',
    title: 'كل قرار عقاري، يتولّاه فريق واحد',
    paragraphs: [
      'يأتينا معظم عملائنا بسؤال واحد: أين أشتري؟ كم يساوي منزلي؟ كيف أؤجّره؟ ثم يبقون معنا لأن السؤال التالي يجد جوابه تحت السقف نفسه. فمستشارونا العقاريون ومستشارو التمويل ومديرو العقارات والمصمّمون يعملون من البيانات نفسها وملف العميل نفسه، فلا يضيع شيء بين مرحلة وأخرى.',
      'كل مستشار لدينا مرخّص من دائرة الأراضي والأملاك في دبي، وكل عقار معروض يحمل تصريح تراخيصي ساري المفعول، وكل رسم نشرحه لك قبل استحقاقه. اختر إحدى الخدمات أدناه لتعرف كيف نعمل بالتفصيل.',
    ],
    image: '/images/services-intro.jpg',
  },
  callToAction: {
    title: 'رحلتك العقارية',
    description:
      'سواء كنت تشتري أو تبيع أو تؤجّر أو تستثمر، أخبرنا من أين تبدأ، وسنرسم معك كل خطوة في الطريق.',
    buttonText: 'لنكتب قصتك معًا',
    link: '/contact',
  },
}
