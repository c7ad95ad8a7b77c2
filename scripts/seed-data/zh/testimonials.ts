// Chinese edition of each client story and the client's home town, keyed by SeedTestimonial.key.
// Client names are not translated; the brokers they mention go by their first names.

export const chineseTestimonials: Record<string, { message: string; location: string }> = {
  'hannah-whitfield': {
    location: '英国伦敦',
    message:
      '我们在 Marina Gate 买了一套两居室，整个过程大部分时间人都不在迪拜。Dmitri 给我们发来视频看房、这栋楼近期在 DLD 登记的成交记录和一份清清楚楚的费用清单，之后凭我们的授权委托书办妥了 Form F、NOC 和过户。每一步都和他说的时间分毫不差。',
  },
  'faisal-al-hashimi': {
    location: '朱美拉棕榈岛',
    message:
      '卖棕榈叶上的别墅，和卖公寓完全是两回事。Khalid 的团队按真实成交价而不是网站挂牌价来估值，每位买家看房前都先经过筛选，在等到合适的报价之前一直低调运作。谈妥条件后不到五周，我们就在过户中心完成了交易。',
  },
  'priya-menon': {
    location: '迪拜山庄',
    message:
      '我们是第一次买房，对按揭心里很没底。Arjun 比较了四家银行的方案，把80%的贷款上限和每一笔费用都讲得明明白白，四天就帮我们拿到了预审批。接着 Liam 在房源挂上网站之前，就帮我们找到了一套面朝公园的 Maple 联排别墅。开学前，我们已经住进了新家。',
  },
  'sergei-morozov': {
    location: '俄罗斯莫斯科',
    message:
      '我想买一套能申请黄金签证的期房。Rami 给我推荐了三个楼盘，还坦白告诉我其中一家开发商最近两栋楼都延期交付了。我最后在迪拜溪港买了房，一周内就拿到了 Oqood 证书，签证也顺顺利利办下来了。',
  },
  'amelia-carter': {
    location: '迪拜码头',
    message:
      '我们到迪拜才一个星期，Anjali 就帮我们在迪拜码头租到了公寓，还把付款方式从两张支票谈成了四张。签约当天 Ejari 就办好了，我们马上开通了 DEWA 水电，我丈夫的签证也随即递交了申请。一年后续租，同样顺顺当当。',
  },
  'omar-khalil': {
    location: '黎巴嫩贝鲁特',
    message:
      'Crescent Key 替我打理商业湾和 JVC 的两套公寓已经三年了。Maricel 的团队找的租客靠谱，收支票、管维修都不用我操心，每个月还会发来一份清楚的报表。自从交给他们管理，我的房子一个月都没空过。',
  },
  'grace-tan': {
    location: '新加坡',
    message:
      'Yasmin 把我们在迪拜市中心的一居室改成了短租度假屋：DET 许可证、家具、拍照、定价，不到一个月全部搞定。平均入住率达到82%，净收入明显高于以前整年出租的收益。',
  },
  'daniel-okafor': {
    location: '商业湾',
    message:
      '我们需要一间能坐二十人的精装办公室，而且必须及时拿到 Ejari 才能续营业执照。Omar 在商业湾和 JLT 挑出了五个备选，谈下了一段免租装修期，还确保租约符合我们执照的要求。从第一次通电话到搬进新办公室，只用了三周。',
  },
}
