import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { ArrowRight } from '@/components/ui/arrow-right'
import { ContactActions, mailtoHref } from '@/components/team/contact-actions'
import { languageList } from '@/components/team/language-list'
import { Link } from '@/lib/i18n/navigation'
import type { Property, SiteSettings } from '@/lib/api/types'
import { languageName } from '@/lib/dubai/languages'
import type { Locale } from '@/lib/i18n/locales'
import { propertyWhatsappHref } from './property-card'

type CardProperty = Pick<
  Property,
  'name' | 'reference' | 'agent' | 'agentName' | 'agentImage' | 'agentDesignation'
>

/**
 * The listing's broker: who they are, their RERA registration (BRN) beside the firm's (ORN), as
 * Dubai's advertising rules ask, and WhatsApp / call / e-mail that reach them directly, each
 * naming the listing. A listing from before brokers had BRNs falls back to the firm's contacts
 * and shows no BRN line, so every button still reaches someone.
 */
export function AgentCard({
  property,
  settings,
  locale,
}: {
  property: CardProperty
  settings: Pick<SiteSettings, 'whatsapp' | 'phone' | 'email' | 'orn'>
  locale: Locale
}) {
  const t = useTranslations('Property')
  const card = useTranslations('PropertyCard')
  const b = useTranslations('Broker')
  const agent = property.agent
  const name = agent?.name || property.agentName || t('ourConsultants')
  const photo = agent?.photo || property.agentImage
  const designation = agent?.designation || property.agentDesignation
  const phone = agent?.phone || settings.phone
  const whatsapp = agent?.whatsapp || settings.whatsapp
  const email = agent?.email || settings.email
  const languages = (agent?.languages ?? []).map((code) => languageName(code, locale))
  return (
    <section
      aria-labelledby="agent-heading"
      data-testid="agent-card"
      className="shadow-soft ring-ink/[0.04] rounded-2xl bg-white p-6 ring-1"
    >
      <p className="text-sand-700 text-xs font-semibold tracking-[0.22em] uppercase rtl:tracking-normal">
        {t('yourConsultant')}
      </p>
      <div className="mt-5 flex items-center gap-4">
        <div className="ring-ivory relative size-20 shrink-0 overflow-hidden rounded-full bg-stone-200 ring-4">
          {photo && (
            <Image
              src={photo}
              alt={t('portraitOf', { name })}
              width={80}
              height={80}
              className="size-full object-cover object-top"
            />
          )}
        </div>
        <div className="min-w-0">
          <h2
            id="agent-heading"
            data-testid="agent-name"
            className="font-display text-ink text-2xl leading-tight font-medium"
          >
            {name}
          </h2>
          {designation && <p className="mt-1 text-sm text-stone-600">{designation}</p>}
        </div>
      </div>

      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-stone-200 pt-4 text-sm">
        {languages.length > 0 && (
          <div className="contents">
            <dt className="whitespace-nowrap text-stone-600">{b('languages')}</dt>
            <dd className="text-ink" data-testid="agent-languages">
              {languageList(languages, locale)}
            </dd>
          </div>
        )}
        {agent?.brn && (
          <div className="contents">
            <dt className="whitespace-nowrap text-stone-600">{b('brn')}</dt>
            <dd
              dir="ltr"
              className="text-ink font-semibold tabular-nums rtl:text-right"
              data-testid="agent-brn"
            >
              {agent.brn}
            </dd>
          </div>
        )}
        {settings.orn && (
          <div className="contents">
            <dt className="whitespace-nowrap text-stone-600">{b('orn')}</dt>
            <dd
              dir="ltr"
              className="text-ink font-semibold tabular-nums rtl:text-right"
              data-testid="agent-orn"
            >
              {settings.orn}
            </dd>
          </div>
        )}
      </dl>
      {!agent && <p className="mt-3 text-sm text-stone-600">{b('firmContact')}</p>}

      <ContactActions
        className="mt-6"
        name={name}
        phone={phone}
        whatsappHref={whatsapp ? propertyWhatsappHref(whatsapp, property, card) : null}
        whatsappLabel={t('whatsappAgent', { agent: name, property: property.name })}
        mailtoHref={mailtoHref(
          email,
          b('emailSubject', { reference: property.reference, property: property.name }),
        )}
      />

      {agent?.slug && (
        <Link
          href={`/team/${agent.slug}`}
          data-testid="agent-profile-link"
          className="text-ink hover:text-sand-700 decoration-sand-500 mt-5 inline-flex items-center gap-1.5 text-sm font-semibold underline decoration-1 underline-offset-4 transition-colors"
        >
          {b('viewProfile', { firstName: name.split(' ')[0]! })}
          <ArrowRight />
        </Link>
      )}
    </section>
  )
}
