import type { HomeSectionTitles } from '../home'
import type { AreaCard, CallToAction, Claim, Counter, FrameContent } from '../types'

// The home page in the Arabic edition: the same exports and shapes as content/home.ts, written
// for Arabic readers rather than rendered word for word. Links, images and figures are the same.
// Area titles stay the English keys the guides and the communities list match on; the page
// shows them in Arabic through lib/i18n/communities.ts.

export const heroBanner: CallToAction = {
  title: 'بوابتك إلى مستقبل العقارات في دبي',
  description:
    'منازل وفرص استثمارية للبيع والإيجار في مختلف أنحاء دبي، مع مستشارين مرخّصين يرافقونك من البحث حتى استلام المفاتيح.',
  buttonText: 'اكتشف المزيد',
  link: '/property',
}

export const homeSectionTitles: HomeSectionTitles = {
  featured: 'عقارات مميزة',
  featuredDescription:
    'مجموعة مختارة بعناية من المنازل والفرص الاستثمارية التي يوصي بها مستشارونا هذا الشهر.',
  partners: 'شركاؤنا',
  team: 'تعرّف على فريقنا المحترف',
  exploreDubai: 'اكتشف دبي',
  exploreDubaiDescription:
    'أربع من أكثر مناطق المدينة إقبالاً للسكن والاستثمار، وما يميّز كلاً منها عن الأخرى.',
}

// As in English, the title is followed by the configurable product name (SITE_NAME).
export const homeAbout: FrameContent = {
  title: 'عن',
  paragraphs: [
    'تُعدّ Crescent Key من أسرع شركات الوساطة العقارية نمواً في دبي، وقد أسّسها فريق يملك خبرة مجتمعة تتجاوز 20 عاماً في سوق العقارات بالمدينة. نقدّم استشاراتنا في البيع والتأجير والاستثمار في المشاريع على الخارطة في جميع المجتمعات الرئيسية، من دبي مارينا ووسط مدينة دبي إلى مجتمعات الفلل في دبي هيلز استيت والمرابع العربية.',
    'نعتمد نهجاً يجمع بين العالمين عن قصد: فالأدوات الرقمية وبيانات الصفقات والمعاينات بالفيديو تتيح لك متابعة كل خطوة من أي مكان في العالم، بينما يقدّم لك مستشارك الخاص المعرفة المحلية وحسن التقدير اللذين يحتاج إليهما كل قرار صائب.',
  ],
  buttons: [{ text: 'المزيد عن شركتنا', link: '/about' }],
  image: '/images/home-about.jpg',
}

export const homeCounters: Counter[] = [
  { value: 20, suffix: '+', label: 'عاماً من الخبرة المجتمعة' },
  { value: 93, suffix: '%', label: 'تخصّص في الاستثمار بالمشاريع على الخارطة' },
  { value: 474, suffix: '', label: 'حلاً متكاملاً للمستثمرين والملّاك' },
]

export const claims: Claim[] = [
  { value: '100+', label: 'خبير عقاري' },
  { value: '4.9/5', label: 'متوسط التقييم من 60 مراجعة' },
  { value: '350+', label: 'صفقة أُنجزت خلال عام 2024' },
  { value: '2+ مليار درهم', label: 'إجمالي قيمة الصفقات' },
  { value: '24/7', label: 'دعم متواصل للعملاء' },
]

export const listYourProperty: CallToAction = {
  title: 'اعرض عقارك معنا',
  description:
    'هل تفكّر في البيع أو التأجير؟ احصل على تقييم مجاني مبني على الصفقات المسجّلة لدى دائرة الأراضي والأملاك، وتسويق احترافي بتصريح تراخيصي، ومستشار يتولّى كل خطوة حتى إتمام الصفقة.',
  buttonText: 'اعرض عقارك',
  link: '/contact',
}

export const buyRealEstate: FrameContent = {
  smallTitle: 'شراء العقارات في دبي',
  title: 'امتلك منزلاً في واحدة من أكثر مدن العالم حيوية',
  paragraphs: [
    'تتيح دبي التملّك الحر للمشترين من جميع الجنسيات، ولا تفرض ضريبة سنوية على العقارات، وتحقق عوائد إيجارية تضاهي أي مدينة عالمية، كما تمنح المستثمرين الذين يشترون عقاراً بقيمة مليوني درهم أو أكثر التأشيرة الذهبية لمدة عشر سنوات.',
    'يساعدك مستشارونا على المفاضلة بين المنازل الجاهزة والمشاريع الجديدة على الخارطة، ومقارنة المجتمعات وخطط السداد، وترتيب التمويل العقاري، وإتمام نقل الملكية لدى دائرة الأراضي والأملاك في دبي — حضورياً أو بالكامل من خارج الدولة.',
  ],
  highlight:
    'يمكن للوافدين الحصول على تمويل يصل إلى 80% من قيمة المسكن الأول إذا قلّت قيمته عن 5 ملايين درهم.',
  buttons: [
    { text: 'تصفّح العقارات', link: '/property' },
    { text: 'تحدّث إلى مستشار', link: '/contact' },
  ],
  image: '/images/home-buy.jpg',
}

export const servicesTeaser: CallToAction = {
  title: 'خدماتنا',
  description:
    'من البيع والشراء إلى الاستثمار في المشاريع على الخارطة والتمويل العقاري والتأجير وإدارة العقارات وبيوت العطلات والمساحات التجارية والتصميم الداخلي — فريق واحد يرافقك في كل مرحلة من مراحل تملّك العقار في دبي.',
  buttonText: 'عرض جميع الخدمات',
  link: '/services',
}

export const popularAreas: AreaCard[] = [
  {
    title: 'Palm Jumeirah',
    description: 'فلل وشقق على الواجهة البحرية في أشهر جزيرة اصطناعية في العالم.',
    image: '/images/area-palm-jumeirah.jpg',
    slug: 'palm-jumeirah',
  },
  {
    title: 'Dubai Marina',
    description: 'أبراج على الواجهة المائية، وشاطئ جي بي آر، وأكثر ممشى نابض بالحياة في المدينة.',
    image: '/images/area-dubai-marina.jpg',
    slug: 'dubai-marina',
  },
  {
    title: 'Dubai Hills Estates',
    description: 'حياة عائلية وسط المساحات الخضراء، حول ملعب غولف مخصّص للبطولات وحديقة دبي هيلز.',
    image: '/images/area-dubai-hills-estate.jpg',
    slug: 'dubai-hills-estate',
  },
  {
    title: 'Town Square',
    description:
      'منازل تاون هاوس وشقق بأسعار في المتناول حول حديقة مركزية، مع عوائد إيجارية مجزية.',
    image: '/images/area-town-square.jpg',
    slug: 'town-square',
  },
]
