import type { ServiceContent } from '../types'

// The Chinese (Simplified) edition of content/services-leasing.ts: the same exports, in the same shapes.

export const rentPropertyContent: ServiceContent = {
  bannerTitle: '租赁与物业管理',
  frameData: {
    title: '租房与出租，每一步都规范稳妥',
    paragraphs: [
      '对租客而言，我们帮您快速找到合适的住所，并确保各项手续切实保障您的权益：条款清晰的租赁合同、签约即办理 Ejari 登记，以及有书面记录的入住验房。对房东而言，我们为您寻找可靠租客，参照 RERA 租金指数确定租金，并替您处理各项繁琐事务。',
      '身在海外或不愿亲自与租客打交道的业主，可以选择我们的全面物业管理服务：收租、维修保养、续约，以及跟进迪拜水电局（DEWA）账单和物业服务费，每月为您提供清晰的账单明细。',
    ],
    image: '/images/rent-property.jpg',
  },
  boxData: {
    header: '租赁流程',
    description: '无论您是租房还是出租，流程同样清晰明了。',
    data: [
      {
        header: '需求与定价',
        description:
          '租客告诉我们自己的需求；房东则可获得一份依据 RERA 租金指数和近期出租成交情况作出的租金评估。',
      },
      {
        header: '找房或推广',
        description: '为租客筛选合适的房源；为房东安排专业摄影，并持 Trakheesi 许可证推广房产。',
      },
      {
        header: '看房与议价',
        description: '顾问陪同看房，随后协商租金、分几张支票支付以及入住日期。',
      },
      {
        header: '合同与 Ejari',
        description: '我们拟定租赁合同、收取押金，并在 Ejari 系统登记租约，以便开通 DEWA 水电。',
      },
      {
        header: '入住',
        description: '附照片的入住验房报告、钥匙和门禁卡交接，以及整个租期内固定的对接人。',
      },
    ],
  },
  imagedData: {
    header: '我们为租客和房东提供的服务',
    data: [
      {
        title: '为租客找房',
        description: '迪拜各区的公寓、联排别墅和别墅，根据您的通勤、孩子上学和预算精心筛选。',
      },
      {
        title: '为房东招租',
        description: '市场推广、带看和租客审核，包括工作单位及身份核查。',
      },
      {
        title: '租约管理',
        description: '法律要求的每一项手续，都按时办妥。',
        list: ['租赁合同及补充协议', 'Ejari 登记及续期', '提前90天发出续约通知，并核对租金指数'],
      },
      {
        title: '全面物业管理',
        description: '为希望省心投资、无需亲力亲为的业主提供全套服务。',
        list: [
          '收租及租金支票管理',
          '由经过审核的承包商负责维修保养',
          '跟进物业服务费、DEWA 水电费及区域供冷费',
          '每月向业主出具账单',
        ],
      },
      {
        title: '退租与押金',
        description: '对照入住报告进行退房验收，公平、有据地结算押金。',
      },
    ],
  },
  pointData: {
    header: '租客和房东为什么选择我们',
    data: [
      '参照 RERA 租金指数确定租金',
      '签约当天即完成 Ejari 登记',
      '整个租期只需对接一位联系人',
      '委托我们管理的业主每月都会收到账单',
    ],
  },
  fixedBgData: {
    title: '在迪拜租房或出租？',
    description: '告诉我们您想找什么样的住所，或您名下的房产情况，我们的租赁团队今天就会与您联系。',
    buttonText: '立即联系我们',
  },
}

export const holidayHomeContent: ServiceContent = {
  bannerTitle: '度假屋',
  frameData: {
    title: '做短租，让您的房产赚得更多',
    paragraphs: [
      '迪拜每年接待数以百万计的游客，其中越来越多的人选择度假屋而不是酒店。一套地段优越、运营得当的公寓或别墅，作为度假屋出租的收益可以高于整年长租。',
      '我们的度假屋团队包办一切：办理迪拜经济与旅游局（DET）度假屋许可证、按 DET 标准配置家具、上线与定价、住客审核、入住接待、清洁和维修。您每月都会收到账单明细，并可随时预留日期供自己入住。',
    ],
    image: '/images/holiday-homes.jpg',
  },
  boxData: {
    header: '运营流程',
    description: '从初步评估到迎来第一位住客，通常只需四周。',
    data: [
      {
        header: '收益评估',
        description: '我们估算入住率、每晚房价和净收益，并如实与整年长租方案进行比较。',
      },
      {
        header: '许可与合规',
        description:
          '我们在 DET 为房产办理登记，按需取得楼宇的无异议证明（NOC），并确保房产符合安全标准。',
      },
      {
        header: '家具配置与拍摄',
        description: '我们的室内设计团队为房屋配置或更新家具，随后进行专业拍摄。',
      },
      {
        header: '上线与定价',
        description: '我们将房源发布到主流预订平台，并根据需求、大型活动和季节每日调整价格。',
      },
      {
        header: '住客服务',
        description: '住客审核与登记、入住接待、酒店标准的清洁和布草，以及两批住客之间的维修保养。',
      },
    ],
  },
  imagedData: {
    header: '我们的度假屋服务',
    data: [
      {
        title: 'DET 许可证',
        description: '办理度假屋许可证的登记与续期，并在每则广告上标明许可证编号。',
      },
      {
        title: '收益管理',
        description: '根据市场需求、竞品价格和迪拜活动日程进行动态定价。',
      },
      {
        title: '住客体验',
        description: '全天候住客支持，始终如一的五星级品质。',
        list: ['身份核验及 DET 住客登记', '自助入住或专人迎接', '专业清洁与酒店级布草'],
      },
      {
        title: '维修与巡检',
        description: '定期巡检、快速维修，让房屋始终保持良好状态，无论是迎接住客还是您自己入住。',
      },
      {
        title: '业主报告',
        description: '月度账单涵盖收入、入住率、各项成本以及代收的旅游迪拉姆费。',
      },
    ],
  },
  pointData: {
    header: '业主为什么选择我们',
    data: [
      '迪拜持牌度假屋运营商',
      '收费透明，每月出具账单',
      '家具配置、许可办理和日常运营由同一团队负责',
      '业主自住时间灵活，无任何罚金',
    ],
  },
  fixedBgData: {
    title: '您的房产能赚多少？',
    description: '把房产地址发给我们，我们将免费为您出具短租与长租的收益对比估算。',
    buttonText: '立即联系我们',
  },
}
