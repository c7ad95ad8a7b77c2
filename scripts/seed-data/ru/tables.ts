// Russian edition: the shared tables a listing or a project looks its texts up in (amenity names,
// payment-plan lines, building facts) and the localized site settings. Keys are the English
// texts exactly as the seed stores them (curly apostrophes included).

const NBSP = '\u00A0'

/**
 * Russian typesetting of figures: thousands are grouped with a non-breaking space, as
 * Intl.NumberFormat('ru') prints them ('10 800 000'), so a price never breaks across lines.
 * The texts are written with ordinary spaces; this joins only groups of exactly three digits.
 */
export function typeset(text: string): string {
  return text.replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`)
}

/** '6,050' → '6 050': the English thousands comma would read as a decimal comma in Russian. */
function russianFigure(english: string): string {
  return english.replace(/,/g, NBSP)
}

/** 'фут' in the form a Russian figure takes: 1 фут, 2 фута, 5 футов. */
function feet(value: number): string {
  const lastTwo = value % 100
  const last = value % 10
  if (last === 1 && lastTwo !== 11) return 'фут'
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'фута'
  return 'футов'
}

export const russianAmenities: Record<string, string> = {
  // Bundles in property-builder.ts (AMENITIES.*)
  'Shared Swimming Pool': 'Общий бассейн',
  Gym: 'Тренажёрный зал',
  'Covered Parking': 'Крытая парковка',
  '24/7 Security': 'Круглосуточная охрана',
  Concierge: 'Консьерж-сервис',
  'Children’s Play Area': 'Детская площадка',
  'Infinity Pool': 'Инфинити-бассейн',
  Spa: 'Спа',
  'Sauna and Steam Room': 'Сауна и парная',
  'Residents’ Lounge': 'Лаунж для жителей',
  'Valet Parking': 'Валет-паркинг',
  'Private Garden': 'Собственный сад',
  'Storage Room': 'Кладовая',
  'Community Pool': 'Бассейн на территории комплекса',
  'Community Park': 'Парк на территории комплекса',
  'Jogging Track': 'Беговая дорожка',
  'Fitted Office': 'Офис с отделкой',
  Pantry: 'Кухонная зона',
  'Meeting Room': 'Переговорная',
  'Central A/C': 'Центральное кондиционирование',
  'Fibre Internet': 'Оптоволоконный интернет',
  '24/7 Access': 'Круглосуточный доступ',
  'Visitor Parking': 'Гостевая парковка',
  'Ground-floor Frontage': 'Витрина на первом этаже',
  'Full-height Glazing': 'Остекление от пола до потолка',
  'Service Entrance': 'Служебный вход',

  // Listing extras
  Balcony: 'Балкон',
  'Marina View': 'Вид на марину',
  'Built-in Wardrobes': 'Встроенные шкафы',
  'Kitchen Appliances': 'Кухонная техника',
  'Sea View': 'Вид на море',
  Furnished: 'С мебелью',
  'Walk-in Closet': 'Гардеробная',
  'Laundry Room': 'Постирочная',
  'Private Pool': 'Собственный бассейн',
  'Private Lift': 'Собственный лифт',
  Terrace: 'Терраса',
  'Smart Home': 'Система «умный дом»',
  'Maid’s Room': 'Комната для прислуги',
  'Pets Allowed': 'Можно с домашними животными',
  'Lake View': 'Вид на озеро',
  'Raised Floors': 'Фальшпол',
  'Metro Nearby': 'Рядом метро',
  'Server Room': 'Серверная',
  'Reception Services': 'Услуги ресепшена',
  'Burj Khalifa View': 'Вид на Бурдж-Халифу',
  'Fountain View': 'Вид на фонтан',
  Study: 'Кабинет',
  'Sky Lobby': 'Скай-лобби',
  'Double-height Ceilings': 'Потолки двойной высоты',
  'City View': 'Вид на город',
  'Canal View': 'Вид на канал',
  Boardroom: 'Зал для совещаний',
  'Reception Area': 'Зона ресепшена',
  'Outdoor Seating Area': 'Летняя площадка для гостей',
  'Padel Court': 'Корт для падел-тенниса',
  'Rooftop Pool': 'Бассейн на крыше',
  'Housekeeping on Request': 'Уборка по запросу',
  'Private Beach': 'Частный пляж',
  'Home Cinema': 'Домашний кинотеатр',
  'Private Gym': 'Собственный тренажёрный зал',
  'Staff Quarters': 'Помещения для персонала',
  'Beach Access': 'Выход к пляжу',
  'Driver’s Room': 'Комната для водителя',
  'Beach Club': 'Пляжный клуб',
  'Mall Access': 'Прямой проход в торговый центр',
  'Palm View': 'Вид на Пальму',
  'Park View': 'Вид на парк',
  'Family Room': 'Семейная гостиная',
  Pergola: 'Пергола',
  'Cycle Track': 'Велодорожка',
  'Kids’ Play Area': 'Игровая зона для детей',
  'Corner Plot': 'Угловой участок',
  'Guest Suite': 'Гостевая спальня с ванной',
  'Golf Course View': 'Вид на поле для гольфа',
  'Outdoor Kitchen': 'Летняя кухня',
  'Covered Patio': 'Крытое патио',
  Basement: 'Цокольный этаж',
  'Lagoon Access': 'Выход к лагуне',
  'Lagoon View': 'Вид на лагуну',
  'Equestrian Club Nearby': 'Рядом конный клуб',
  'Outdoor Dining Area': 'Обеденная зона на открытом воздухе',
  'Roof Terrace': 'Терраса на крыше',
  'Splash Pad': 'Детская водная площадка',
  'Pool View': 'Вид на бассейн',
  'Guest Bedroom': 'Гостевая спальня',
  Tenanted: 'С действующим арендатором',
  'Rooftop Lounge': 'Лаунж на крыше',
  'Co-working Lounge': 'Коворкинг',
  'Barbecue Area': 'Зона барбекю',
  'Creek View': 'Вид на Дубай-Крик',
  'Residents’ Cinema': 'Кинозал для жителей',
  'High Footfall': 'Высокий пешеходный трафик',

  // Used only by off-plan projects
  '50-metre Lap Pool': '50-метровый плавательный бассейн',
  'Landscaped Podium Garden': 'Ландшафтный сад на подиуме',
  'Creek Promenade Access': 'Выход на набережную Крика',
  'Park Access': 'Выход в парк',
  'Cycle Storage': 'Велопарковка',
  'Beach Deck': 'Пляжная терраса',
  'Residents’ Club': 'Клуб для жителей',
  'Private Pool Option': 'Возможность собственного бассейна',
  'Golf Course Access': 'Выход к полю для гольфа',
  'Yoga Studio': 'Студия йоги',
  'Marina Walk Access': 'Выход на набережную Марина-Уок',
  'Canal Promenade Access': 'Выход на набережную канала',
  'Lagoon Beach Access': 'Выход на пляж лагуны',
  'Sports Courts': 'Спортивные площадки',
}

// Every payment-plan line the listings store (SeedProperty.paymentPlan).
export const russianPaymentPlans: Record<string, string> = {
  '60/40 — 60% during construction, 40% on handover':
    '60/40 — 60% в период строительства, 40% при сдаче объекта',
  '50/50 — 50% during construction, 50% on handover':
    '50/50 — 50% в период строительства, 50% при сдаче объекта',
  '40/60 — 40% during construction, 60% on handover':
    '40/60 — 40% в период строительства, 60% при сдаче объекта',
  '80/20 — 80% during construction, 20% on handover':
    '80/20 — 80% в период строительства, 20% при сдаче объекта',
  '70/30 — 70% during construction, 30% on handover':
    '70/30 — 70% в период строительства, 30% при сдаче объекта',
  '60/40 — 1% a month during construction, 40% on handover':
    '60/40 — 1% в месяц в период строительства, 40% при сдаче объекта',
  '30/70 post-handover — 30% during construction, 70% over three years after handover':
    '30/70 с рассрочкой после сдачи — 30% в период строительства, 70% в течение трёх лет после сдачи объекта',
}

// Building values are mostly names and figures that read the same in Russian ('G+52',
// 'Marina Gate 2', '2019'); only the ones carrying English words get a Russian form.
const buildingValues: Record<string, string> = {
  '2007 (rebuilt 2024)': '2007 (реконструкция в 2024 г.)',
  '2005 (upgraded 2023)': '2005 (реновация в 2023 г.)',
  'District 12': 'Район 12',
  'Type E1': 'Тип E1',
  'Contemporary Type B': 'Современный, тип B',
  'Type 1': 'Тип 1',
  Contemporary: 'Современный',
  Modern: 'Модернистский',
  'Type 7': 'Тип 7',
  'Type 3M': 'Тип 3M',
  'Type 2': 'Тип 2',
  'Type V4': 'Тип V4',
  'End unit, Type 2E': 'Крайняя секция, тип 2E',
  'Middle unit, Type 3': 'Средняя секция, тип 3',
  'End unit, Type 4': 'Крайняя секция, тип 4',
  'Type R3-M': 'Тип R3-M',
  'Type THM': 'Тип THM',
  'Type R2': 'Тип R2',
  'Type C': 'Тип C',
  Podium: 'Подиумный уровень',
}

/** 'Q2 2028' → '2 кв. 2028'; anything else is returned unchanged. */
export function russianQuarter(value: string): string {
  const match = /^Q([1-4]) (\d{4})$/.exec(value)
  if (!match) return value
  return `${match[1]} кв. ${match[2]}`
}

/** The Russian form of one buildingInfo value; names and plain figures pass through as they are. */
export function russianBuildingValue(value: string): string {
  const listed = buildingValues[value]
  if (listed) return listed
  const quarter = russianQuarter(value)
  if (quarter !== value) return quarter
  const expected = /^(Q[1-4] \d{4}) \(expected\)$/.exec(value)
  if (expected?.[1]) return `${russianQuarter(expected[1])} (ожидается)`
  const area = /^([\d,]+) sq ft$/.exec(value)
  if (area?.[1]) return `${russianFigure(area[1])} кв. ${feet(Number(area[1].replace(/,/g, '')))}`
  if (/^\d{1,3}(,\d{3})+$/.test(value)) return russianFigure(value)
  return value
}

// The English values are the defaults in lib/cms/globals/site-settings.ts (the address comes
// from CONTACT_ADDRESS: 'Office 2104, Churchill Executive Tower, Business Bay, Dubai, UAE').
export const russianSiteSettings: { address: string; openingHours: string } = {
  address: 'Офис 2104, Churchill Executive Tower, Бизнес-Бей, Дубай, ОАЭ',
  openingHours: 'Пн–Сб, 9:00–19:00',
}
