import type { ServiceContent } from '../types'

// The Chinese (Simplified) edition of content/services-specialist.ts: the same exports, in the same shapes.

export const commercialContent: ServiceContent = {
  bannerTitle: '商业地产',
  frameData: {
    title: '办公室、商铺与投资型物业',
    paragraphs: [
      'Crescent Key 商业地产团队帮助企业找到合适的经营场所，也帮助投资者购置能带来稳定租金收益的物业。我们的业务覆盖商业湾、迪拜国际金融中心（DIFC）、朱美拉湖塔（JLT）、迪拜市中心及各主要商务区，房源包括精装和毛坯办公室、商铺、诊所及展厅。',
      '商业地产交易有其特殊规则：执照的签发辖区、Ejari 或自贸区租约登记、租金和售价的增值税，以及装修审批。我们会在您签约之前，确保房产与您的营业执照和商业计划相匹配。',
    ],
    image: '/images/commercial.jpg',
  },
  imagedData: {
    header: '我们的商业地产服务',
    data: [
      {
        title: '办公室租赁',
        description: '根据员工人数、预算和执照类型精选办公室，并为您争取免租装修期。',
        list: [
          '适用于迪拜经济与旅游局执照、可办理 Ejari 的本土（非自贸区）办公室',
          'DMCC 和 DIFC 自贸区办公室',
          '服务式办公室及灵活办公空间',
        ],
      },
      {
        title: '零售及餐饮铺位',
        description: '临街商铺、餐厅和诊所，具备您的经营理念所需的门面、人流和许可。',
      },
      {
        title: '商业地产买卖',
        description: '面向自用业主和投资者的永久产权办公室和商铺，价格以已登记的成交记录为依据。',
      },
      {
        title: '投资咨询',
        description:
          '带租约的办公室和商铺，附租约条款分析、扣除物业服务费后的净回报率以及增值税处理说明。',
      },
      {
        title: '业主代理',
        description: '为商业地产业主提供市场推广、租客审核和租约管理。',
      },
    ],
  },
  pointData: {
    header: '企业为什么选择我们',
    data: [
      '熟悉本土、DMCC 及 DIFC 的租赁规则',
      '租约可满足您的营业执照和签证配额要求',
      '推荐的每个投资项目都附净回报率分析',
      '从找房到交付，由一位顾问全程负责',
    ],
  },
  fixedBgData: {
    title: '需要办公或经营场所？',
    description: '告诉我们您的员工人数、预算和执照类型，我们将在两个工作日内发送精选清单。',
    buttonText: '立即联系我们',
  },
}

export const mortgageContent: ServiceContent = {
  bannerTitle: '按揭咨询',
  frameData: {
    title: '合适的按揭方案，讲得明明白白',
    paragraphs: [
      '我们的内部按揭顾问会比较阿联酋各家银行的贷款方案，为您找到与计划相匹配的利率、期限和条件——且不向您收取任何费用。我们用通俗易懂的语言为您解读各项规定，包括阿联酋中央银行的贷款成数上限：外籍人士购买价值500万迪拉姆以下的首套住房，最高可贷80%；超过该金额为70%；期房则为50%。',
      '由于按揭顾问与我们的销售团队紧密配合，您的贷款与购房进度同步推进：出价之前完成预审批，签订 MOU 后立即安排估价，过户日之前备妥最终贷款批复。',
    ],
    image: '/images/mortgage.jpg',
  },
  boxData: {
    header: '按揭服务流程',
    description: '从第一个问题，到在过户中心放款。',
    data: [
      {
        header: '还款能力评估',
        description:
          '我们在50%负债率上限内测算您的可贷金额，并核算包括各项费用在内所需的全部现金。',
      },
      {
        header: '预审批',
        description: '我们比较各家方案并提交申请；预审批通常需要三到五个工作日。',
      },
      {
        header: '估价',
        description: '选定房产后，由银行进行估价并确认贷款金额。',
      },
      {
        header: '最终批复',
        description: '我们与您一起审阅最终贷款批复，包括提前还款费用以及固定利率期结束后的利率。',
      },
      {
        header: '放款过户',
        description: '银行在过户中心出具银行本票，按揭在迪拜土地局完成登记。',
      },
    ],
  },
  imagedData: {
    header: '我们可为您安排的贷款',
    data: [
      {
        title: '购房按揭',
        description: '为阿联酋居民和非居民提供固定利率及与 EIBOR 挂钩的浮动利率贷款。',
      },
      {
        title: '伊斯兰融资',
        description:
          '符合伊斯兰教法的购房融资结构，例如伊贾拉（租赁式）和穆拉巴哈（成本加利润式）。',
      },
      {
        title: '转贷与房产套现',
        description: '将按揭转至利率更优的银行，或以名下房产的净值套现。',
      },
      {
        title: '期房及交房贷款',
        description: '为期房的交房款提供融资，贷款成数不超过50%。',
      },
      {
        title: '全部成本规划',
        description: '列明您需要支付的每一项费用，杜绝意外开支。',
        list: [
          '4%的迪拜土地局过户费及过户中心服务费',
          '按揭登记费：贷款金额的0.25%',
          '银行估价费及贷款手续费',
          '中介费及增值税',
        ],
      },
    ],
  },
  pointData: {
    header: '买家为什么选择我们的按揭顾问',
    data: [
      '多家阿联酋银行的方案并排比较',
      '按揭咨询不向您收取任何费用',
      '贷款配合您的购房进度，而不是让购房迁就贷款',
      '固定利率还是浮动利率，建议清晰明确',
    ],
  },
  fixedBgData: {
    title: '了解您能贷多少',
    description: '只需提供几项基本信息，我们的按揭顾问就会为您发送个性化的贷款额度估算。',
    buttonText: '立即联系我们',
  },
}

export const interiorsContent: ServiceContent = {
  bannerTitle: '室内设计',
  frameData: {
    title: '让房子更有家的感觉，也更快租出去',
    paragraphs: [
      '我们的室内设计服务面向自住业主、房东和度假屋投资者，根据房产的实际用途进行家具配置和软装设计。家庭自住、出租单位和度假公寓各有不同的需求，我们会分别量身设计。',
      '小到一居室新房的家具套餐，大到别墅的全面改造，我们负责设计、采购、物业管理方审批和安装，并与遍布迪拜的合作设计工作室和可靠承包商携手完成。',
    ],
    image: '/images/interiors.jpg',
  },
  boxData: {
    header: '项目流程',
    description: '流程清晰，预算固定，一位联系人全程对接。',
    data: [
      {
        header: '需求与预算',
        description: '我们上门查看房产，确定用途、风格和预算，并测量每个房间。',
      },
      {
        header: '设计',
        description: '提供情绪板、平面布局，以及附完整报价的家具与饰面清单，供您审批。',
      },
      {
        header: '审批',
        description: '如需施工，我们会在开工前取得开发商或物业管理方的无异议证明。',
      },
      {
        header: '采购与施工',
        description: '我们负责每件物品的订购和跟踪，协调各个工种，并每周汇报进度。',
      },
      {
        header: '安装与布置',
        description: '家具安装到位、挂好装饰画，完成软装布置并拍摄照片，即可入住、出租或挂牌。',
      },
    ],
  },
  imagedData: {
    header: '我们的室内设计服务',
    data: [
      {
        title: '家具套餐',
        description: '开间至四居室均适用的拎包即租家具套餐，最快两周即可送货安装完毕。',
      },
      {
        title: '度假屋软装配置',
        description: '按照 DET 度假屋标准配置家具，上镜效果出众，经得起频繁入住。',
      },
      {
        title: '整体室内设计',
        description: '别墅和公寓的全套设计，包括定制木作、灯光和饰面。',
        list: ['厨房与卫浴', '定制木作与衣柜', '灯光与智能家居系统'],
      },
      {
        title: '翻新管理',
        description: '无论翻新规模大小，统筹协调承包商、审批和验收整改。',
      },
      {
        title: '售前软装',
        description: '短期软装布置，帮助房产更快售出，卖出更好的价格。',
      },
    ],
  },
  fixedBgData: {
    title: '想给房子换个新面貌？',
    description: '告诉我们您的房产情况，我们将为您建议设计方向和预算范围。',
    buttonText: '立即联系我们',
  },
}
