import { contactCardLabels } from '@/content/contact'
import type { ContactCardKey } from '@/content/types'
import type { SiteSettings } from '@/lib/api/types'
import { phoneHref, whatsappHref } from '@/lib/format'
import { ContactIcon } from './contact-icons'

interface CardLink {
  value: string
  href: string
  external: boolean
}

/** Each card's visible value and the link that acts on it (call, write, chat, find). */
function linkFor(key: ContactCardKey, settings: SiteSettings): CardLink {
  switch (key) {
    case 'landline':
      return { value: settings.landline, href: phoneHref(settings.landline), external: false }
    case 'phone':
      return { value: settings.phone, href: phoneHref(settings.phone), external: false }
    case 'email':
      return { value: settings.email, href: `mailto:${settings.email}`, external: false }
    case 'whatsapp':
      return { value: settings.whatsapp, href: whatsappHref(settings.whatsapp), external: true }
    case 'address':
      return {
        value: settings.address,
        href: settings.mapUrl || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(settings.address)}`,
        external: true,
      }
  }
}

/** The five contact cards of /contact: landline, phone, e-mail, WhatsApp and office address. */
export function ContactCards({ settings }: { settings: SiteSettings }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5" data-testid="contact-cards">
      {contactCardLabels.map(({ key, label }) => {
        const link = linkFor(key, settings)
        return (
          <li key={key} className={key === 'address' ? 'sm:col-span-2 lg:col-span-1' : undefined}>
            <a
              href={link.href}
              data-testid={`contact-card-${key}`}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="group flex h-full flex-col rounded-2xl bg-white p-7 shadow-soft ring-1 ring-ink/[0.04] transition-shadow duration-300 hover:shadow-[0_2px_4px_rgb(15_27_45/0.04),0_18px_40px_rgb(15_27_45/0.10)]"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-sand-50 text-sand-700 ring-1 ring-sand-200 transition-colors group-hover:bg-sand-600 group-hover:text-white">
                <ContactIcon name={key} className="size-6" />
              </span>
              <span className="mt-6 text-xs font-semibold tracking-[0.2em] text-ink/60 uppercase">{label}</span>
              <span className="mt-2 font-semibold break-words text-ink">{link.value}</span>
              {link.external && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
