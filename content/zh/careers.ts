import { CAREER_MODAL_LINK } from '../careers'
import type { Faq, FrameContent, TitledText } from '../types'

// The Chinese (Simplified) edition of content/careers.ts: the same exports, in the same shapes.
export { CAREER_MODAL_LINK }

export const joinUs: FrameContent = {
  smallTitle: '人才招聘',
  title: '在 Crescent Key 开启您的房地产职业生涯',
  paragraphs: [
    '我们一直在寻找有抱负、有操守的人才，加入由100多位专业人士组成的团队，岗位包括置业顾问、租赁专员、物业经理、按揭顾问、市场营销及运营人员。',
    '如果您希望在全球最具活力的房地产市场之一大展身手，并获得做好这份工作所需的培训、工具和支持，我们期待您的来信。有迪拜房地产从业经验者优先，但并非必需；我们最看重的是态度、诚信和对客户的责任心。',
  ],
  highlight: '欢迎投递简历，并告诉我们您感兴趣的职位。',
  buttons: [{ text: '立即申请', link: CAREER_MODAL_LINK }],
  image: '/images/careers-join.jpg',
}

export const whyWorkWithUsTitle: string = '为什么加入我们'

export const whyWorkWithUs: TitledText[] = [
  {
    title: '入职即培训',
    description:
      '系统化的入职培训，协助您考取迪拜土地局经纪人资格认证，并持续提供市场、法规和工具方面的培训。',
  },
  {
    title: '优质客源与房源',
    description: '市场推广、数据支持和开发商资源，为您带来真正有意向的客户和独家房源。',
  },
  {
    title: '公平透明的佣金制度',
    description: '分成比例清晰，按时发放，没有任何隐性扣款——与我们对客户的透明承诺一致。',
  },
  {
    title: '国际化团队',
    description: '同事来自23个国家，彼此分享经验、合作成交，为每个人的成绩喝彩。',
  },
]

export const careerFaqs: Faq[] = [
  {
    question: '加入后我会接受哪些培训？',
    answer: [
      '每位新成员都会参加为期四周的系统化入职培训，内容涵盖迪拜房地产法规、迪拜土地局（DLD）和迪拜房地产监管局（RERA）的办事流程、Ejari 租约登记、Trakheesi 广告许可、期房托管账户规则以及公司内部系统。初到迪拜的顾问，我们会协助其完成迪拜土地局的经纪人培训课程和考试，并承担注册费用。',
      '入职培训结束后，每周仍有持续培训：研究团队的市场动态解读、开发商的新盘推介会、谈判与展示技巧工作坊，以及入职头六个月由资深顾问提供的一对一辅导。',
    ],
  },
  {
    question: '我能得到哪些支持？',
    answer: [
      '您永远不会孤军奋战。每位顾问都隶属于由资深部门主管带领的团队，并从第一天起配有专属导师。我们的按揭顾问、过户协调专员、市场团队和物业经理为每一笔交易提供支持，让您专心服务客户。',
      '后台团队负责房源发布、许可证办理和合同事务；客户关系管理系统、估价工具和数据看板随时随地都能使用。管理层始终敞开大门；在定期团队会议上，大家分享交易、解答疑问、共同庆祝成绩。',
    ],
  },
]

export const careersPage = {
  title: '加入我们',
  description:
    '在迪拜开启您的房地产职业生涯：入职即培训、优质客源、公平佣金，以及100余人的国际化团队。在线申请只需两分钟。',
  bannerDescription: '加入迪拜发展最快的房产经纪公司之一。',
  lifeEyebrow: '在这里工作',
  teamEyebrow: '您未来的同事',
  teamTitle: '认识我们的团队',
  teamDescription: '来自23个国家的顾问、专员和经理——还有一个位置留给您。',
  teamError: '出错了，团队信息未能加载。',
  faqEyebrow: '答疑',
  faqTitle: '常见问题',
  applyTitle: '如何申请',
  applyBefore: '请填写“立即申请”表格，或将简历发送至',
  applyAfter: '并在邮件中注明应聘职位。',
  mailSubject: '求职申请',
}
