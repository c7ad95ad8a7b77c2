import { serviceCard, servicePages } from '../services'
import type { ServiceCard, ServicesOverview } from '../services'
import { holidayHomeContent, rentPropertyContent } from './services-leasing'
import { buyPropertyContent, offPlanContent, sellPropertyContent } from './services-sales'
import { commercialContent, interiorsContent, mortgageContent } from './services-specialist'

// The Russian edition of content/services.ts: ids, slugs, links and images are the English ones.

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
    'Покупка недвижимости',
    'Подберём жильё или объект для инвестиций: лицензированные консультанты, данные о сделках по каждому зданию и сопровождение до получения свидетельства о праве собственности.',
  ),
  card(
    'sellproperty',
    'Продажа недвижимости',
    'Оценка на основе сделок DLD, маркетинг, который находит платёжеспособных покупателей, и полное сопровождение регистрации в трасти-офисе.',
  ),
  card(
    'rentproperty',
    'Аренда недвижимости',
    'Жильё для арендаторов и надёжные арендаторы для собственников: договоры, регистрация в Ejari и продления оформляются как положено.',
  ),
  card(
    'offplan',
    'Инвестиции в офф-план',
    'Доступ к стартам продаж, независимая проверка застройщиков и эскроу-счетов и наглядное сравнение планов оплаты.',
  ),
  card(
    'propertymanagement',
    'Управление недвижимостью',
    'Сбор арендной платы, обслуживание, продление договоров и ежемесячные отчёты для собственников, которые не хотят заниматься объектом сами.',
  ),
  card(
    'holidayhome',
    'Краткосрочная аренда',
    'Разрешение DET, меблировка, ценообразование и забота о гостях — чтобы ваш объект приносил больше за счёт посуточной сдачи.',
  ),
  card(
    'mortgage',
    'Ипотечный консалтинг',
    'Бесплатно сравним предложения банков ОАЭ и получим предварительное одобрение точно к сроку покупки.',
  ),
  card(
    'commercial',
    'Коммерческая недвижимость',
    'Офисы, торговые помещения и доходная недвижимость в Бизнес-Бей, DIFC, JLT и Даунтауне.',
  ),
  card(
    'interiors',
    'Дизайн интерьера',
    'Мебельные пакеты, оснащение квартир под краткосрочную аренду и полноценный дизайн интерьера — от технического задания до готового, полностью обставленного пространства.',
  ),
]

export const servicesOverview: ServicesOverview = {
  bannerTitle: 'Наши услуги',
  bannerDescription:
    'Продажа, аренда, офф-план, ипотека, управление недвижимостью, краткосрочная аренда, коммерческие помещения и дизайн интерьера — одна команда на каждом этапе владения недвижимостью в Дубае.',
  intro: {
    smallTitle: 'Чем мы занимаемся',
    title: 'Любые вопросы о недвижимости — в руках одной команды',
    paragraphs: [
      'Большинство клиентов приходят к нам с одним вопросом — где купить, сколько стоит их жильё, как его сдать — и остаются, потому что ответ на следующий вопрос находится здесь же. Наши консультанты, ипотечные специалисты, управляющие и дизайнеры работают с одними и теми же данными и единым досье клиента, поэтому между этапами ничего не теряется.',
      'Каждый консультант имеет лицензию Земельного департамента Дубая, у каждого объявления есть действующее разрешение Trakheesi, а любой платёж мы объясняем заранее, до срока оплаты. Выберите услугу ниже, чтобы узнать, как именно мы работаем.',
    ],
    image: '/images/services-intro.jpg',
  },
  callToAction: {
    title: 'Ваш путь в мире недвижимости',
    description:
      'Покупаете, продаёте, сдаёте или инвестируете — расскажите, с чего вы начинаете, и мы вместе продумаем каждый шаг.',
    buttonText: 'Начнём вашу историю вместе',
    link: '/contact',
  },
}
