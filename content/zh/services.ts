import { serviceCard, servicePages } from '../services'
import type { ServiceCard, ServicesOverview } from '../services'
import { holidayHomeContent, rentPropertyContent } from './services-leasing'
import { buyPropertyContent, offPlanContent, sellPropertyContent } from './services-sales'
import { commercialContent, interiorsContent, mortgageContent } from './services-specialist'

// The Chinese (Simplified) edition of content/services.ts; ids, slugs, links and images are re-used.

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
    '购买房产',
    '持牌顾问为您提供每栋楼宇的成交数据，帮您找到理想的住所或投资房产，全程协助直至取得产权证。',
  ),
  card(
    'sellproperty',
    '出售房产',
    '基于迪拜土地局成交记录的估价，直达优质买家的市场推广，以及在过户中心全程代办的产权转移。',
  ),
  card(
    'rentproperty',
    '租赁房产',
    '为租客找到合适的住所，为房东找到可靠的租客；合同签订、Ejari 登记和续约，一应规范办妥。',
  ),
  card(
    'offplan',
    '期房投资',
    '优先获得新盘认购机会，独立审核开发商与托管账户，清晰比较各类付款计划。',
  ),
  card(
    'propertymanagement',
    '物业管理',
    '收租、维修保养、续约和月度账单，让业主省心省力，轻松坐享投资收益。',
  ),
  card(
    'holidayhome',
    '度假屋',
    '办理 DET 许可、配置家具、定价和住客服务，通过短租让您的房产收益更高。',
  ),
  card('mortgage', '按揭咨询', '免费比较阿联酋各家银行的贷款方案，并按您的购房进度安排预审批。'),
  card(
    'commercial',
    '商业地产',
    '商业湾、迪拜国际金融中心（DIFC）、朱美拉湖塔（JLT）和迪拜市中心的办公室、商铺及投资型物业。',
  ),
  card(
    'interiors',
    '室内设计',
    '家具套餐、度假屋软装配置和整体室内设计，从需求沟通到布置完毕交付。',
  ),
]

export const servicesOverview: ServicesOverview = {
  bannerTitle: '我们的服务',
  bannerDescription:
    '买卖、租赁、期房、按揭贷款、物业管理、度假屋、商业地产和室内设计——同一个团队，陪伴您走过在迪拜拥有房产的每一个阶段。',
  intro: {
    smallTitle: '我们的业务',
    title: '每一个房产决策，都由同一团队为您打理',
    paragraphs: [
      '大多数客户带着一个问题来找我们——在哪里买、房子值多少钱、怎么出租——之所以留下来，是因为下一个问题在这里同样能找到答案。我们的置业顾问、按揭顾问、物业经理和设计师共享同一套数据、同一份客户档案，各个环节之间不会遗漏任何信息。',
      '每位顾问均持有迪拜土地局颁发的执照，每条房源都附有有效的 Trakheesi 广告许可证，每一笔费用都会在应付之前向您解释清楚。请在下方选择一项服务，详细了解我们的工作方式。',
    ],
    image: '/images/services-intro.jpg',
  },
  callToAction: {
    title: '您的房产之旅',
    description: '无论是买房、卖房、出租还是投资，告诉我们您从哪里起步，我们将与您一起规划每一步。',
    buttonText: '携手书写属于您的房产故事',
    link: '/contact',
  },
}
