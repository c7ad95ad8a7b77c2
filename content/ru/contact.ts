import type { ContactCardLabel } from '../types'

// The Russian edition of content/contact.ts: the same exports, in the same shapes.

export const contactSection: { readonly title: string; readonly intro: string } = {
  title: 'Свяжитесь с нами — мы будем рады помочь!',
  intro:
    'Покупаете, продаёте, арендуете или инвестируете — наши консультанты готовы помочь. Напишите нам, и мы ответим в течение одного рабочего дня, или свяжитесь с нами напрямую по контактам ниже.',
}

export const contactCardLabels: ContactCardLabel[] = [
  { key: 'landline', label: 'Городской телефон' },
  { key: 'phone', label: 'Мобильный телефон' },
  { key: 'email', label: 'Электронная почта' },
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'address', label: 'Адрес офиса' },
]

export const contactPage = {
  title: 'Контакты',
  description:
    'Позвоните, напишите на почту или в WhatsApp нашему офису в Дубае либо отправьте сообщение через сайт: консультанты отвечают в течение одного рабочего дня.',
  detailsLabel: 'Контактные данные',
  orn: 'Регистрационный номер агентства в RERA (ORN)',
}
