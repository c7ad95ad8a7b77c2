// Chinese edition of the demo developers' profiles, keyed by SeedDeveloper.key. Emaar, Sobha and
// Damac go by the Chinese names the Chinese-language press uses; the other firms, like project
// and building names, keep their Latin spelling.

export const chineseDeveloperProfiles: Record<string, string> = {
  'emaar-properties':
    '艾玛尔地产1997年在迪拜成立，在迪拜金融市场上市。迪拜市中心就是由艾玛尔以哈利法塔和迪拜购物中心为核心整体规划的；其住宅社区包括迪拜溪港、艾玛尔海滨、阿拉伯牧场，以及与 Meraas 合作开发的迪拜山庄。',
  'sobha-realty':
    '索巴地产隶属于 P.N.C. 梅农1976年创立的索巴集团。旗下楼盘从主体结构到木作，设计、工程和施工都由自有团队完成；其在迪拜的主力社区是位于穆罕默德·本·拉希德城的 Sobha Hartland。',
  'damac-properties':
    '达马克地产由侯赛因·萨吉瓦尼于2002年创立，已在中东地区交付了数以万计的住宅。在迪拜，达马克以达马克山庄和达马克山庄2期两大综合社区闻名，也以与国际时装和设计品牌联名打造的品牌住宅著称。',
  'ellington-properties':
    'Ellington Properties 是成立于2014年的迪拜开发商，专注于以设计见长的精品住宅楼。室内设计由公司自有的设计工作室完成，楼盘分布在朱美拉村环区、迪拜山庄、迪拜市中心和穆罕默德·本·拉希德城。',
  'binghatti-developers':
    'Binghatti 是迪拜一家家族经营的开发商，旗下楼宇以几何造型的外立面著称。公司大部分楼盘由自有施工公司承建，因此能以较短的工期在朱美拉村环区、商业湾和贾达夫区交付中层住宅楼。',
  'alnoor-developments':
    'Alnoor Developments 是一家专注高层住宅塔楼的迪拜开发商，成立于2008年，在迪拜码头和朱美拉湖塔都有已竣工的楼盘。其塔楼均围绕综合用途裙楼设计，临街层为餐厅和零售商铺。',
  'azure-coast-properties':
    'Azure Coast Properties 在朱美拉棕榈岛和迪拜群岛开发小体量的滨海住宅。每栋楼户数都很有限，交付时的室内设计由每个楼盘单独甄选的外部设计工作室完成。',
  'wadi-crest-properties':
    'Wadi Crest Properties 是一家专注于迪拜运河沿岸住宅塔楼的迪拜开发商。公司自2012年成立以来，已在商业湾和贾达夫区建成三栋楼宇，并由自有的业主协会团队管理旗下塔楼的公共区域。',
  'rimal-heights-developments':
    'Rimal Heights Developments 面向自住业主和投资者，在朱美拉村环区和阿尔詹开发中层公寓楼。其楼盘均提供交房后付款计划，共享办公空间和健身空间是标准配置。',
}
