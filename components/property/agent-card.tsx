import Image from 'next/image'
import type { Property } from '@/lib/api/types'
import { phoneHref } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { PhoneIcon, WhatsAppIcon } from './icons'
import { propertyMessages } from './messages'
import { propertyWhatsappHref } from './property-card'

/**
 * The listing agent, with a WhatsApp chat (prefilled with the listing) and a call button. When
 * the agent has no direct line, the firm's numbers stand in, so the buttons always work.
 */
export function AgentCard({
  property,
  whatsapp,
  phone,
  locale,
}: {
  property: Pick<
    Property,
    'name' | 'reference' | 'agentName' | 'agentImage' | 'agentDesignation' | 'agentPhone'
  >
  whatsapp: string
  phone: string
  locale: Locale
}) {
  const t = propertyMessages[locale]
  const name = property.agentName || t.ourConsultants
  const direct = property.agentPhone || phone
  const chat = property.agentPhone || whatsapp
  return (
    <section
      aria-labelledby="agent-heading"
      className="shadow-soft ring-ink/[0.04] rounded-2xl bg-white p-6 ring-1"
    >
      <p className="text-sand-700 text-xs font-semibold tracking-[0.22em] uppercase rtl:tracking-normal">
        {t.yourConsultant}
      </p>
      <div className="mt-5 flex items-center gap-4">
        <div className="ring-ivory relative size-20 shrink-0 overflow-hidden rounded-full bg-stone-200 ring-4">
          {property.agentImage && (
            <Image
              src={property.agentImage}
              alt={t.portraitOf(name)}
              width={80}
              height={80}
              className="size-full object-cover object-top"
            />
          )}
        </div>
        <div className="min-w-0">
          <h2
            id="agent-heading"
            className="font-display text-ink text-2xl leading-tight font-medium"
          >
            {name}
          </h2>
          {property.agentDesignation && (
            <p className="mt-1 text-sm text-stone-600">{property.agentDesignation}</p>
          )}
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <a
          href={propertyWhatsappHref(chat, property, locale)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.whatsappAgent(name, property.name)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-[#1f7a4d] text-sm font-semibold text-white transition-colors hover:bg-[#18633e]"
        >
          <WhatsAppIcon className="size-4" />
          {t.whatsapp}
        </a>
        <a
          href={phoneHref(direct)}
          aria-label={t.callAgent(name)}
          className="bg-ink text-ivory hover:bg-ink-700 inline-flex min-h-12 items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors"
        >
          <PhoneIcon className="size-4" />
          {t.callShort}
        </a>
      </div>
    </section>
  )
}
