import type { ContactCardLabel } from '../types'

// The Chinese (Simplified) edition of content/contact.ts: the same exports, in the same shapes.

export const contactSection: { readonly title: string; readonly intro: string } = {
  title: '欢迎随时与我们联系！',
  intro:
    '无论您是买房、卖房、租房还是投资，我们的顾问都乐意为您提供帮助。给我们留言，我们将在一个工作日内回复；您也可以通过以下方式直接联系我们。',
}

export const contactCardLabels: ContactCardLabel[] = [
  { key: 'landline', label: '座机' },
  { key: 'phone', label: '手机' },
  { key: 'email', label: '电子邮箱' },
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'address', label: '办公地址' },
]

export const contactPage = {
  title: '联系我们',
  description:
    '致电、发送邮件或通过 WhatsApp 联系我们的迪拜办公室，也可以在线留言：我们的顾问将在一个工作日内回复。',
  detailsLabel: '联系方式',
  orn: 'RERA 经纪公司注册号（ORN）',
}
