import type { HomeSectionTitles } from '../home'
import type { AreaCard, CallToAction, Claim, Counter, FrameContent } from '../types'

// The Chinese (Simplified) edition of content/home.ts: the same exports, shapes, links and figures.

export const heroBanner: CallToAction = {
  title: '迪拜置业，由此启程',
  description: '迪拜全城精选住宅与投资房产，可售可租；持牌顾问全程陪伴，从找房到交钥匙。',
  buttonText: '了解更多',
  link: '/property',
}

export const homeSectionTitles: HomeSectionTitles = {
  featured: '精选房源',
  featuredDescription: '本月由我们的顾问精心挑选、重点推荐的住宅与投资房产。',
  partners: '合作伙伴',
  team: '认识我们的专业团队',
  exploreDubai: '探索迪拜',
  exploreDubaiDescription: '迪拜最受欢迎的四大居住与投资区域，带您了解各自的独到之处。',
}

// As in English, the title is followed by the configurable product name (SITE_NAME).
export const homeAbout: FrameContent = {
  title: '关于',
  paragraphs: [
    'Crescent Key 是迪拜发展最快的房地产经纪公司之一，创始团队在本地房产市场累计拥有20余年经验。我们的买卖、租赁和期房投资咨询覆盖各大主要社区，从迪拜码头、迪拜市中心，到迪拜山庄和阿拉伯牧场的别墅社区。',
    '我们特意采用线上线下相结合的模式：数字化工具、成交数据和视频看房，让您身在世界任何地方都能跟进每一步；专属顾问则带来做出明智决策所需的本地经验与专业判断。',
  ],
  buttons: [{ text: '进一步了解我们', link: '/about' }],
  image: '/images/home-about.jpg',
}

export const homeCounters: Counter[] = [
  { value: 20, suffix: '+', label: '团队累计从业年限' },
  { value: 93, suffix: '%', label: '专注期房投资' },
  { value: 474, suffix: '', label: '为投资者与业主提供的综合解决方案' },
]

export const claims: Claim[] = [
  { value: '100+', label: '房地产专家' },
  { value: '4.9/5', label: '60条评价的平均分' },
  { value: '350+', label: '2024年完成交易（笔）' },
  { value: '20亿+', label: '累计成交总额（迪拉姆）' },
  { value: '24/7', label: '全天候客户支持' },
]

export const listYourProperty: CallToAction = {
  title: '委托我们挂牌您的房产',
  description:
    '想出售或出租？我们将根据迪拜土地局登记的成交记录为您免费估价，持 Trakheesi 许可证进行专业推广，并由专属顾问全程跟进直至成交。',
  buttonText: '委托挂牌',
  link: '/contact',
}

export const buyRealEstate: FrameContent = {
  smallTitle: '在迪拜置业',
  title: '在全球最具活力的城市之一安家',
  paragraphs: [
    '迪拜向所有国籍的买家开放永久产权，不征收年度房产税，租金回报率可与全球任何大都市媲美；投资者购买价值200万迪拉姆及以上的房产，还可申请十年期黄金签证。',
    '我们的顾问帮助您在现房与期房新盘之间做出选择，比较不同社区和付款计划，安排按揭贷款，并在迪拜土地局完成过户——您可以亲自到场，也可以全程在海外远程办理。',
  ],
  highlight: '外籍人士购买价值500万迪拉姆以下的首套住房，按揭贷款最高可达房价的80%。',
  buttons: [
    { text: '浏览房源', link: '/property' },
    { text: '咨询顾问', link: '/contact' },
  ],
  image: '/images/home-buy.jpg',
}

export const servicesTeaser: CallToAction = {
  title: '我们的服务',
  description:
    '从房产买卖到期房投资、按揭贷款、租赁、物业管理、度假屋、商业地产和室内设计——同一个团队，陪伴您走过在迪拜拥有房产的每一个阶段。',
  buttonText: '查看全部服务',
  link: '/services',
}

// Area titles stay the English keys the guides and the communities list match on.
export const popularAreas: AreaCard[] = [
  {
    title: 'Palm Jumeirah',
    description: '坐落于全球最负盛名的人工岛，海滨别墅与公寓云集。',
    image: '/images/area-palm-jumeirah.jpg',
    slug: 'palm-jumeirah',
  },
  {
    title: 'Dubai Marina',
    description: '临水高楼林立，毗邻 JBR 海滩，坐拥全城最热闹的滨海步道。',
    image: '/images/area-dubai-marina.jpg',
    slug: 'dubai-marina',
  },
  {
    title: 'Dubai Hills Estates',
    description: '绿意盎然的家庭宜居社区，环绕锦标赛级高尔夫球场和迪拜山庄公园。',
    image: '/images/area-dubai-hills-estate.jpg',
    slug: 'dubai-hills-estate',
  },
  {
    title: 'Town Square',
    description: '围绕中央公园而建的高性价比联排别墅与公寓，租金回报率可观。',
    image: '/images/area-town-square.jpg',
    slug: 'town-square',
  },
]
