import type { HomeSectionTitles } from '../home'
import type { AreaCard, CallToAction, Claim, Counter, FrameContent } from '../types'

// The Russian edition of content/home.ts: the same exports and shapes, links, images and figures.

export const heroBanner: CallToAction = {
  title: 'Ваш путь в будущее недвижимости Дубая',
  description:
    'Жильё и инвестиционная недвижимость для покупки и аренды по всему Дубаю. Лицензированные консультанты сопровождают вас от поиска до получения ключей.',
  buttonText: 'Смотреть объекты',
  link: '/property',
}

export const homeSectionTitles: HomeSectionTitles = {
  featured: 'Рекомендуемые объекты',
  featuredDescription:
    'Квартиры, виллы и инвестиционные объекты, которые наши консультанты отобрали и рекомендуют в этом месяце.',
  partners: 'Наши партнёры',
  team: 'Познакомьтесь с нашей командой профессионалов',
  exploreDubai: 'Откройте для себя Дубай',
  exploreDubaiDescription:
    'Четыре самых востребованных района города для жизни и инвестиций — и в чём особенность каждого.',
}

// As in English, the title is followed by the configurable product name (SITE_NAME).
export const homeAbout: FrameContent = {
  title: 'О компании',
  paragraphs: [
    'Crescent Key — одно из самых быстрорастущих агентств недвижимости в Дубае. Его основала команда, чей совокупный опыт на рынке недвижимости города превышает 20 лет. Мы консультируем по продаже, аренде и инвестициям в объекты на этапе строительства во всех ключевых районах — от Дубай Марины и Даунтауна до районов вилл Dubai Hills Estate (Дубай Хиллс) и Arabian Ranches (Арабиан Ранчес).',
    'Мы сознательно выбрали гибридный формат работы. Цифровые инструменты, данные о сделках и видеопоказы позволяют следить за каждым шагом из любой точки мира, а личный консультант дополняет их знанием местного рынка и опытом, без которых не бывает взвешенного решения.',
  ],
  buttons: [{ text: 'Подробнее о компании', link: '/about' }],
  image: '/images/home-about.jpg',
}

export const homeCounters: Counter[] = [
  { value: 20, suffix: '+', label: 'Лет совокупного опыта' },
  { value: 93, suffix: '%', label: 'Специализация на инвестициях в офф-план' },
  { value: 474, suffix: '', label: 'Комплексные решения для инвесторов и владельцев' },
]

export const claims: Claim[] = [
  { value: '100+', label: 'Экспертов по недвижимости' },
  { value: '4,9/5', label: 'Средняя оценка по 60 отзывам' },
  { value: '350+', label: 'Сделок закрыто в 2024 году' },
  { value: '2+ млрд дирхамов', label: 'Общий объём сделок' },
  { value: '24/7', label: 'Поддержка клиентов' },
]

export const listYourProperty: CallToAction = {
  title: 'Доверьте нам свой объект',
  description:
    'Продаёте или сдаёте? Получите бесплатную оценку на основе сделок, зарегистрированных в DLD, профессиональный маркетинг с разрешением Trakheesi и консультанта, который ведёт сделку на каждом этапе до самого завершения.',
  buttonText: 'Разместить объект',
  link: '/contact',
}

export const buyRealEstate: FrameContent = {
  smallTitle: 'Покупка недвижимости в Дубае',
  title: 'Собственное жильё в одном из самых динамичных городов мира',
  paragraphs: [
    'В Дубае покупатели любого гражданства могут оформить недвижимость в полную собственность. Ежегодного налога на недвижимость здесь нет, доходность от аренды не уступает крупнейшим городам мира, а инвесторы, купившие объект стоимостью от 2 млн дирхамов, могут получить «золотую визу» на десять лет.',
    'Наши консультанты помогут выбрать между готовым жильём и новыми проектами на этапе строительства, сравнить районы и планы оплаты, оформить ипотеку и зарегистрировать переход права собственности в Земельном департаменте Дубая (DLD) — лично или полностью дистанционно, не приезжая в ОАЭ.',
  ],
  highlight:
    'Экспаты, покупающие первое жильё стоимостью менее 5 млн дирхамов, могут получить ипотеку в размере до 80% его стоимости.',
  buttons: [
    { text: 'Смотреть объекты', link: '/property' },
    { text: 'Получить консультацию', link: '/contact' },
  ],
  image: '/images/home-buy.jpg',
}

export const servicesTeaser: CallToAction = {
  title: 'Наши услуги',
  description:
    'Покупка и продажа, инвестиции в офф-план, ипотека, аренда, управление недвижимостью, краткосрочная аренда, коммерческие помещения и дизайн интерьера — одна команда на каждом этапе владения недвижимостью в Дубае.',
  buttonText: 'Все услуги',
  link: '/services',
}

// Area titles stay the English keys the guides and the communities list match on.
export const popularAreas: AreaCard[] = [
  {
    title: 'Palm Jumeirah',
    description:
      'Виллы и квартиры на первой линии самого известного искусственного острова в мире.',
    image: '/images/area-palm-jumeirah.jpg',
    slug: 'palm-jumeirah',
  },
  {
    title: 'Dubai Marina',
    description: 'Небоскрёбы у воды, пляж JBR и самая оживлённая набережная города.',
    image: '/images/area-dubai-marina.jpg',
    slug: 'dubai-marina',
  },
  {
    title: 'Dubai Hills Estates',
    description:
      'Зелёный район для жизни с семьёй вокруг гольф-поля чемпионского уровня и парка Dubai Hills.',
    image: '/images/area-dubai-hills-estate.jpg',
    slug: 'dubai-hills-estate',
  },
  {
    title: 'Town Square',
    description:
      'Доступные таунхаусы и квартиры вокруг центрального парка и высокая доходность от аренды.',
    image: '/images/area-town-square.jpg',
    slug: 'town-square',
  },
]
