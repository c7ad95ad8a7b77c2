import { contactCardLabels as contactCardLabelsAr } from '@/content/ar/contact'
import { contactCardLabels as contactCardLabelsRu } from '@/content/ru/contact'
import { contactCardLabels as contactCardLabelsZh } from '@/content/zh/contact'
import { contactCardLabels } from '@/content/contact'
import type { ContactCardKey } from '@/content/types'
import type { SiteSettings } from '@/lib/api/types'
import { phoneHref, whatsappHref } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { inEdition } from '@/lib/i18n/content-edition'
import { useTranslations } from 'next-intl'
import { ContactIcon } from './contact-icons'

interface CardLink {
  value: string
  href: string
  external: boolean
  /** Numbers and addresses made of Latin letters read left to right on an Arabic page too. */
  dir?: 'ltr'
}

/** Each card's visible value and the link that acts on it (call, write, chat, find). */
function linkFor(key: ContactCardKey, settings: SiteSettings): CardLink {
  switch (key) {
    case 'landline':
      return {
        value: settings.landline,
        href: phoneHref(settings.landline),
        external: false,
        dir: 'ltr',
      }
    case 'phone':
      return { value: settings.phone, href: phoneHref(settings.phone), external: false, dir: 'ltr' }
    case 'email':
      return {
        value: settings.email,
        href: `mailto:${settings.email}`,
        external: false,
        dir: 'ltr',
      }
    case 'whatsapp':
      return {
        value: settings.whatsapp,
        href: whatsappHref(settings.whatsapp),
        external: true,
        dir: 'ltr',
      }
    case 'address':
      return {
        value: settings.address,
        href:
          settings.mapUrl ||
          `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.address)}`,
        external: true,
      }
  }
}

/** The five contact cards of /contact: landline, phone, e-mail, WhatsApp and office address. */
export function ContactCards({ settings, locale }: { settings: SiteSettings; locale: Locale }) {
  const labels = inEdition(locale, { en: contactCardLabels, ar: contactCardLabelsAr, ru: contactCardLabelsRu, zh: contactCardLabelsZh })
  const t = useTranslations('Contact')
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5" data-testid="contact-cards">
      {labels.map(({ key, label }) => {
        const link = linkFor(key, settings)
        return (
          <li key={key} className={key === 'address' ? 'sm:col-span-2 lg:col-span-1' : undefined}>
            <a
              href={link.href}
              data-testid={`contact-card-${key}`}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="group shadow-soft ring-ink/[0.04] flex h-full flex-col rounded-2xl bg-white p-7 ring-1 transition-shadow duration-300 hover:shadow-[0_2px_4px_rgb(15_27_45/0.04),0_18px_40px_rgb(15_27_45/0.10)]"
            >
              <span className="bg-sand-50 text-sand-700 ring-sand-200 group-hover:bg-sand-600 inline-flex size-12 items-center justify-center rounded-full ring-1 transition-colors group-hover:text-white">
                <ContactIcon name={key} className="size-6" />
              </span>
              <span className="text-ink/60 mt-6 text-xs font-semibold tracking-[0.2em] uppercase rtl:tracking-normal">
                {label}
              </span>
              {/* Left to right, yet kept to the card's start edge like the label above it. */}
              <span
                dir={link.dir}
                className="text-ink mt-2 font-semibold break-words rtl:text-right"
              >
                {link.value}
              </span>
              {link.external && <span className="sr-only">{t('opensInNewTab')}</span>}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
