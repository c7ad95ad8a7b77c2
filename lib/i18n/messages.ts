import type { Messages } from 'next-intl'
import type { Locale } from './locales'

/*
 * The interface texts of an edition for what is written outside a page render: the API's
 * answers, the alert e-mails and the brochure link page. One loader each, so each edition's
 * JSON is a chunk of its own and is read once.
 */
const editions: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('@/messages/en.json'),
  ar: () => import('@/messages/ar.json'),
  ru: () => import('@/messages/ru.json'),
  zh: () => import('@/messages/zh.json'),
}

export async function messagesIn(locale: Locale): Promise<Messages> {
  return (await editions[locale]()).default
}
