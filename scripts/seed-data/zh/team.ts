// Chinese edition of each team member's title and biography, keyed by SeedTeamMember.key.
// Colleagues are called by their first names in Latin letters, as on their profile cards and as
// Chinese-speaking clients in Dubai address them.

export const chineseTeam: Record<string, { designation: string; bio: string }> = {
  'khalid-al-mansoori': {
    designation: '首席执行官',
    bio: 'Khalid 在迪拜从事总开发商销售和土地收购十五年后，创办了 Crescent Key。他负责制定公司的合规标准，是公司投资委员会成员，至今仍亲自为少数家族办公室客户打理朱美拉棕榈岛和穆罕默德·本·拉希德城的委托。',
  },
  'victoria-hale': {
    designation: '董事总经理',
    bio: 'Victoria 主管公司日常运营，从 RERA 经纪人执照、Trakheesi 广告许可流程，到员工培训和客户服务，都由她统筹。2012年移居迪拜之前，她在伦敦市中心一家高端房产中介负责住宅租赁业务；此后经她督办完成的交易总额已超过12亿迪拉姆。',
  },
  'rami-haddad': {
    designation: '期房销售总监',
    bio: 'Rami 负责公司与各大总开发商的合作，每个新盘推荐给客户之前都要经他审核：托管账户备案、施工进度报告、付款计划条款和转售条件，一项不落。投资者看重他的直言不讳——哪些新盘交房后还能保值，他会如实相告。',
  },
  'anjali-mehta': {
    designation: '租赁总监',
    bio: 'Anjali 带领的租赁顾问团队覆盖迪拜码头、迪拜市中心和各大别墅社区。她对 RERA 租金指数和 Ejari 登记流程了如指掌；续租谈判需要一个冷静、有据可查的答复时，房东第一个想到的就是她。',
  },
  'dmitri-volkov': {
    designation: '二手房销售总监',
    bio: 'Dmitri 主管二手房交易，从参照 DLD 成交记录定价，到签署 Form F、申领开发商无异议证明（NOC），再到过户中心办理过户，全程把关。他专攻滨水公寓和顶层公寓，为许多移居迪拜的独联体及欧洲买家提供咨询。',
  },
  'maricel-santos': {
    designation: '物业管理总监',
    bio: 'Maricel 为旅居海外的业主管理着400多套房产：筛选租客、办理 Ejari 登记和 DEWA 开户、收租、对接维修承包商、退租验房，样样负责。她每月寄给业主的报表简明清晰、从不拖延，口碑很好。',
  },
  'omar-siddiqui': {
    designation: '高级置业顾问',
    bio: 'Omar 负责商业湾、迪拜国际金融中心（DIFC）和朱美拉湖塔（JLT）的住宅及商业客户。他已帮数十家企业入驻精装办公室，也常帮首次投资的买家算清扣除物业服务费后的净回报，而不是只看表面租金。',
  },
  'liam-van-der-merwe': {
    designation: '高级置业顾问',
    bio: 'Liam 专注于迪拜山庄、阿拉伯牧场、城市广场（Town Square）和达马克山庄2期的家庭住宅。他自己就是三个孩子的父亲，熟悉各校的招生片区和通勤时间，也清楚各个组团之间那些房源照片里看不出来的差别。',
  },
  'mariam-al-falasi': {
    designation: '高级置业顾问',
    bio: 'Mariam 为海湾国家和阿联酋本地买家提供迪拜市中心、朱美拉棕榈岛和艾玛尔海滨的高端住宅咨询。她擅长低调撮合不公开挂牌的房源，并会在迪拜土地局授权的过户中心陪同客户走完每一个步骤。',
  },
  'arjun-nair': {
    designation: '按揭顾问',
    bio: 'Arjun 在零售银行工作了十年，之后加入 Crescent Key。他为客户比较阿联酋各家银行的固定利率和 EIBOR 浮动利率方案，用通俗易懂的话讲清央行的贷款成数上限，并一路推进贷款预审批，让买家签 Form F 时心里有底。',
  },
  'yasmin-farouk': {
    designation: '度假屋经理',
    bio: 'Yasmin 主管短租业务：申办 DET 度假屋许可证、按该局标准配置家具、定价、审核住客和安排保洁。迪拜码头、迪拜市中心和朱美拉棕榈岛的业主都靠她的入住率报告做决定——这些报告可以直接拿来和长租收益作比较。',
  },
  'isabel-ferreira': {
    designation: '市场总监',
    bio: 'Isabel 负责品牌、房源内容和市场研究。公司发布的每一条广告都附有 Trakheesi 许可证号和经纪公司注册号（ORN），每一篇市场简报发布前都会与迪拜土地局的数据逐一核对。此前，她曾在里斯本和圣保罗从事度假型住宅的营销工作。',
  },
}
