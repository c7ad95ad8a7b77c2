import { projects } from '../projects'
import { chineseAmenities } from './amenities'

// Chinese edition of six demo off-plan projects, keyed by project slug: the texts the CMS keeps
// per locale (location, the description's paragraphs, each payment milestone's label and each
// amenity's name). Labels and amenities follow the English project's rows one for one, in the
// same order; amenity names are the shared ones (./amenities.ts), so a project and a listing
// name a facility alike.

export interface ChineseProject {
  location: string
  description: string[]
  paymentPlanLabels: string[]
  amenities: string[]
}

// The wording the plan builders (projects-plans.ts) give every project.
const ON_BOOKING = '认购时支付'
const ON_HANDOVER = '交房时支付'

const texts: Record<string, Omit<ChineseProject, 'amenities'>> = {
  'creek-crescent-residences': {
    location: '迪拜溪港 Creek Crescent Residences',
    paymentPlanLabels: [ON_BOOKING, '施工期间分7期支付，每期10%', ON_HANDOVER],
    description: [
      'Creek Crescent Residences 是一栋52层塔楼，位于迪拜溪港南缘，与滨水步道隔开一段距离，步行不远就是规划中的地铁蓝线车站。楼内共有386套住宅，从一居室公寓到高层的四居室顶层公寓不等，大多数单位或眺望迪拜市中心的天际线，或俯瞰迪拜溪和拉斯霍尔野生动物保护区。',
      '户型设计着眼于日常起居：厨房可做成封闭式或半开放式，三居室另设家庭厅和保姆房，每套公寓都有一个进深足以摆下餐桌的阳台。裙楼设有50米泳道泳池、带团课教室的健身房、住户专属影院，以及配有儿童游乐区的景观花园。',
      '楼盘于2025年下半年动工，目前裙楼和首批住宅楼层已经完工，计划于2028年第四季度交房。付款方式为：认购时付10%，随施工进度分7期、每期付10%，余下的20%在交房时付清。',
    ],
  },
  'hillside-park-residences': {
    location: '迪拜山庄 Hillside Park Residences',
    paymentPlanLabels: [ON_BOOKING, '施工期间分6期支付，每期10%', ON_HANDOVER],
    description: [
      'Hillside Park Residences 由两栋14层住宅楼组成，位于迪拜山庄公园东缘，沿林荫小径步行不远就到迪拜山庄购物中心。两栋楼共享一个景观庭院，共有248套公寓，户型从一居室到三居室。',
      '大多数单位直面公园，户型突出宽敞的客厅，厨房围绕中岛布置。两居室另设洗衣房，三居室多一间书房，也可以用作客房。住户共享泳池和日光浴平台、健身房、儿童游乐区、烧烤区，以及带门禁的自行车存放处，出门就是公园的自行车道。',
      '两栋楼的主体都已建过第八层，计划于2028年第三季度交房。买家认购时付10%，施工期间分6期、每期付10%，最后30%在交房时支付——这种安排适合打算等楼盘竣工后再用按揭贷款支付尾款的买家。',
    ],
  },
  'beachfront-horizon-residences': {
    location: '迪拜艾玛尔海滨 Beachfront Horizon Residences',
    paymentPlanLabels: [ON_BOOKING, '施工期间分6期支付，每期10%', ON_HANDOVER],
    description: [
      'Beachfront Horizon Residences 是艾玛尔海滨最后规划的几栋塔楼之一，高45层，矗立在岛屿临海的一端。每套住宅都能看到海：一侧是朱美拉棕榈岛和亚特兰蒂斯酒店，正前方是一望无际的海湾，高层单位还能远眺迪拜码头的天际线。',
      '塔楼在社区的私人海滩上拥有专属海滩平台，裙楼层设有无边泳池，住户会所里有休息厅、健身房和理疗室。公寓户型从一居室到三居室，三居室另设家庭厅和保姆房；顶部几层还有少量四居室顶层公寓。',
      '楼盘已于2026年9月开盘，现场前期工程已经启动，计划于2029年第二季度交房。付款方式为：认购时付20%，施工期间分6期、每期付10%，交房时付20%。单位按楼层分批推出，每一批单独定价。',
    ],
  },
  'hills-grove-villas': {
    location: '迪拜山庄 Hills Grove Villas',
    paymentPlanLabels: [ON_BOOKING, '施工期间分10期支付，每期5%', ON_HANDOVER],
    description: [
      'Hills Grove Villas 是迪拜山庄西侧的一个封闭式别墅区，共有164栋独栋别墅，沿两条景观大道排布，两条大道在中央公园交汇。高尔夫球场、迪拜山庄购物中心和国王学院医院都在五分钟车程内，社区里的学校离得更近。',
      '别墅有四居室、五居室和六居室三种，地块大小足以建泳池、做花园。一层从入户门一路通到花园，家庭厨房旁另设一间展示厨房；楼上每间卧室都带独立卫浴，主卧套房还有衣帽间和露台。每栋别墅都配保姆房、双车位车库和智能家居布线，买家还可以在别墅建造期间加建私人泳池。',
      '艾玛尔于2026年6月推出这个别墅区，目前基础设施和打桩工程正在进行，计划于2029年第四季度交房。付款计划为：认购时付10%，施工期间分10期、每期付5%，交房时付40%。六居室别墅位于面朝公园的地块，每次只少量推出。',
    ],
  },
  'riverside-crescent': {
    location: '迪拜穆罕默德·本·拉希德城 Sobha Hartland II Riverside Crescent',
    paymentPlanLabels: [
      ON_BOOKING,
      '连续30个月每月支付1%',
      '主体结构完工时支付',
      ON_HANDOVER,
    ],
    description: [
      'Riverside Crescent 是索巴地产在 Sobha Hartland II 打造的滨水组团，多栋塔楼沿贯穿社区的泻湖排开。本期是一栋35层塔楼，隔水遥望拉斯霍尔野生动物保护区和迪拜市中心的天际线。',
      '索巴坚持自己设计、自己施工，这一点从交付标准上就看得出来：每套住宅都铺实木复合地板，配内置衣柜和落地玻璃，厨房配嵌入式电器。户型方正实用，从开间到三居室都有，而且都带宽敞的阳台。地面层有沿泻湖而建的景观步道、无边泳池、健身房和儿童游乐区，Hartland 国际学校和北伦敦大学学院学校都在附近。',
      '主体结构即将完工，外立面安装已经开始，计划于2027年第三季度交房。这个付款计划适合喜欢小额定期付款的买家：认购时付10%，之后30个月每月付1%，主体结构完工时付20%，交房时付40%。开间已经售罄。',
    ],
  },
  'lagoon-terraces': {
    location: '迪拜穆罕默德·本·拉希德城 District One Lagoon Terraces',
    paymentPlanLabels: [
      ON_BOOKING,
      '施工期间分5期支付，每期10%',
      ON_HANDOVER,
      '交房后分18个月按月支付',
    ],
    description: [
      'Lagoon Terraces 是 Ellington Properties 在 District One 北缘打造的一栋12层住宅楼，面朝水晶泻湖和环湖的自行车道。楼体逐层退台，让高层住宅拥有进深宽阔的绿植露台；楼内共有142套住宅，从一居室公寓到四居室顶层公寓不等。',
      'Ellington 自有的设计工作室提供了浅色橡木和深色胡桃木两种室内风格，全屋配石材台面、嵌入式电器和内置衣柜。三居室复式有挑高客厅和私人露台。住户共享可俯瞰泻湖的屋顶泳池、健身房和瑜伽室、设有办公位的休息厅，以及有遮阳的儿童游乐区。',
      '打桩和地下室工程已经完成，主体结构正在施工，计划于2028年第二季度交房。这个付款计划把一部分房款放到了竣工之后：认购时付10%，施工期间分5期、每期付10%，交房时付10%，最后30%在交房后分18个月按月付清。',
    ],
  },
}

/** A project's amenities in Chinese, in its own order; a name without a Chinese form stops the seed. */
function amenitiesOf(slug: string): string[] {
  const project = projects.find((p) => p.slug === slug)
  if (!project) throw new Error(`Chinese project text for an unknown project: ${slug}`)
  return project.amenities.map((name) => {
    const chinese = chineseAmenities[name]
    if (!chinese) throw new Error(`No Chinese name for the amenity “${name}” of ${slug}`)
    return chinese
  })
}

export const chineseProjects: Record<string, ChineseProject> = Object.fromEntries(
  Object.entries(texts).map(([slug, text]) => [slug, { ...text, amenities: amenitiesOf(slug) }]),
)
