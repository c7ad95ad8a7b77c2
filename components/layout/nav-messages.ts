import { defineMessages } from '@/lib/i18n/messages'
import type { Locale } from '@/lib/i18n/locales'

// The header's and side menu's controls: client components, so apart from the footer's and the
// shell's texts (messages.ts), which only the server renders.

/** The header's and the side menu's links, and the navigation landmarks' names. */
export const navMessages = defineMessages({
  en: {
    home: 'Home',
    about: 'About Us',
    team: 'Our Team',
    services: 'Our Services',
    properties: 'Properties',
    projects: 'Projects',
    careers: 'Careers',
    contact: 'Contact Us',
    mainNav: 'Main',
  },
  ar: {
    home: 'الرئيسية',
    about: 'من نحن',
    team: 'فريقنا',
    services: 'خدماتنا',
    properties: 'العقارات',
    projects: 'المشاريع',
    careers: 'الوظائف',
    contact: 'تواصل معنا',
    mainNav: 'التنقل الرئيسي',
  },
})

/** The side menu's own controls. */
export const menuMessages = defineMessages({
  en: {
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  ar: {
    menu: 'القائمة',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
  },
})

/**
 * The language switch's spoken name, after the language's own name it shows: said in the
 * page's language, so a visitor who reads this edition hears what the link does.
 */
export const languageSwitchMessages = defineMessages({
  en: {
    switchTo: (target: Locale) => `Switch to ${target === 'ar' ? 'Arabic' : 'English'}`,
    separator: ', ',
  },
  ar: {
    switchTo: (target: Locale) => `التبديل إلى ${target === 'ar' ? 'العربية' : 'الإنجليزية'}`,
    separator: '، ',
  },
})
