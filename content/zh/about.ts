import type { AboutPageText } from '../about'
import type { Counter, FrameContent, TitledText } from '../types'

// The Chinese (Simplified) edition of content/about.ts: the same exports, in the same shapes.

export const aboutPage: AboutPageText = {
  title: '关于我们',
  bannerDescription: '深耕迪拜的房产经纪公司，以信誉立身，用业绩说话。',
  metaDescription:
    '我们是一家在迪拜房地产监管局（RERA）注册的房产经纪公司，团队在期房、买卖和租赁领域累计拥有20余年经验。认识我们的首席执行官，了解我们的价值观，以及客户选择我们的理由。',
  ceoImageAlt: '我们的首席执行官',
  visionHeading: '愿景与价值观',
  whyEyebrow: '与众不同之处',
  countersEyebrow: '数据说话',
  countersTitle: '每一项业绩，都有数字为证',
}

export const ceoMessage: FrameContent = {
  smallTitle: '首席执行官致辞',
  title: '以信誉立身，用业绩说话',
  paragraphs: [
    '创立 Crescent Key 时，我想打造的是一家我自己作为客户也愿意托付的经纪公司：对房产实话实说，每一笔费用都在您付款之前讲清楚，过户完成之后，依然长久陪伴在您身边。',
    '过去二十年，迪拜发生了翻天覆地的变化。如今的市场规模更大、监管更完善，国际化程度也前所未有：迪拜土地局（DLD）和迪拜房地产监管局（RERA）制定了清晰的规则，期房买家的房款有托管账户保障，投资者还可获得长期居留。始终不变的是，每一笔交易背后都是具体的人：一个家庭的住所，一位投资者的积蓄，一家企业未来的办公室。',
    '我们的团队既善用数字化工具，也具备只有经验才能积累的判断力。无论您是购买第一套公寓、出售别墅，还是构建投资组合，为您出谋划策的，都是熟悉市场、真心为您把好每一关的专业人士。感谢您考虑选择我们。',
  ],
  signature: { sign: 'Khalid Al Mansoori', designation: '首席执行官' },
  image: '/images/about-ceo.jpg',
}

export const aboutText: FrameContent = {
  smallTitle: '关于我们',
  title: '专注期房与租赁的迪拜房产经纪公司',
  paragraphs: [
    'Crescent Key 是一家总部位于迪拜、在 RERA 注册的房地产经纪公司。我们为买家、卖家、房东、租客和投资者提供覆盖全城的住宅及商业地产咨询，在期房投资和租赁领域积累尤为深厚。',
    '我们的服务贯穿房产的整个生命周期：买卖、期房新盘、按揭贷款、租赁、物业管理、度假屋短租、商业地产和室内设计。许多客户为一笔交易而来，下一笔交易仍然选择我们，因为每个环节都由同一个团队为您打理。',
  ],
  image: '/images/about-us.jpg',
}

export const whoWeAre: FrameContent = {
  smallTitle: '我们是谁',
  title: '100多位专家，始终如一的服务标准',
  paragraphs: [
    '我们的置业顾问、按揭顾问、物业经理和度假屋运营团队通晓二十多种语言，在迪拜房地产行业累计拥有20余年经验。每位经纪人均持有迪拜土地局颁发的执照，我们发布的每一条房源都附有有效的 Trakheesi 广告许可证。',
    '我们采用线上线下相结合的模式：数据、数字化工具和视频看房让整个流程更快捷，身在世界任何地方都能轻松跟进；专属顾问则提供技术无法替代的本地经验与专业判断。',
  ],
  image: '/images/about-who-we-are.jpg',
}

export const vision: TitledText = {
  title: '我们的愿景',
  description:
    '成为迪拜最值得信赖的房地产顾问——因诚实可靠、熟悉市场、合作省心，而赢得客户、开发商和房东的口碑推荐。',
}

export const mission: TitledText = {
  title: '我们的使命',
  description:
    '以准确的市场数据、清晰的专业建议和井然有序的交易管理，从第一次沟通到交付钥匙，帮助每一位客户满怀信心地做出房产决策。',
}

export const valuesTitle: string = '我们的价值观'

export const values: TitledText[] = [
  {
    title: '诚信透明',
    description:
      '每一项费用都在发生之前向您说明，每一条建议都有成交数据支撑；当我们认为您应该再等等或放弃时，也会如实相告。',
  },
  {
    title: '追求卓越',
    description:
      '我们以全球顶尖经纪公司的标准要求自己：持证上岗、训练有素的顾问，准确无误的房源信息，一丝不苟的交易文件。',
  },
  {
    title: '以客户为中心',
    description:
      '您的目标决定我们的工作重点。我们先倾听，再按照您习惯的方式配合您，并以您得到的结果——而不是成交本身——来衡量我们的成功。',
  },
]

export const leadership: FrameContent = {
  smallTitle: '管理团队',
  title: '经验丰富的管理层，始终贴近每一位客户',
  paragraphs: [
    'Crescent Key 的管理团队亲历了迪拜现代房地产市场的每一个阶段，从首批永久产权楼盘开盘，到如今屡创新高的成交量。我们的管理层分别来自大型开发商的销售部门、国际经纪机构、银行和物业管理行业，每一位至今仍亲自服务客户。',
    '这些经验决定了我们的做事方式：严格遵守 DLD 和 RERA 的各项规定；推荐任何期房楼盘之前都先审慎评估；持续投入培训，确保每位顾问给出的建议都经得起管理层的检验。',
  ],
  image: '/images/about-leadership.jpg',
}

export const whyChooseUsTitle: string = '为什么选择我们'

// Exactly four points, as in English.
export const whyChooseUs: TitledText[] = [
  {
    title: '持牌合规',
    description:
      '在 RERA 注册的经纪公司，顾问均持有迪拜土地局执照，每则广告都有 Trakheesi 许可证，客户资金一律通过正规渠道处理。',
  },
  {
    title: '期房专长',
    description: '独立审核开发商、托管账户和付款计划，并优先获得值得关注的新盘认购机会。',
  },
  {
    title: '一站式全方位服务',
    description: '买卖、租赁、按揭贷款、物业管理、度假屋和室内设计，由同一团队统筹协调。',
  },
  {
    title: '24/7全天候支持',
    description:
      '无论身处哪个时区，客户都能在需要时联系到我们；委托我们管理房产的业主及其住客，也可享受全天候支持。',
  },
]

export const aboutCounters: Counter[] = [
  { value: 20, suffix: '+', label: '团队累计从业年限' },
  { value: 93, suffix: '%', label: '专注期房投资' },
  { value: 23, suffix: '', label: '团队成员国籍数' },
]
