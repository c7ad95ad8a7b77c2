import { useTranslations } from 'next-intl'
import { FirstViewPicture } from '@/components/content/first-view-picture'
import { Breadcrumbs } from '@/components/content/breadcrumbs'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/cn'
import { languageName } from '@/lib/dubai/languages'
import { whatsappHref } from '@/lib/format'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import type { Broker } from '@/lib/server/team'
import { ContactActions, mailtoHref } from './contact-actions'
import { languageList } from './language-list'

/**
 * The first view of a broker's page: portrait, name and role, their BRN beside the firm's ORN
 * (RERA asks both on anything that advertises a broker), the languages they work in, their bio
 * in the page's edition, and the three ways to reach them directly.
 */
export function BrokerProfile({
  broker,
  orn,
  siteName,
  locale,
}: {
  broker: Broker
  orn: string
  siteName: string
  locale: Locale
}) {
  const t = useTranslations('Broker')
  const languages = broker.languages.map((code) => languageName(code, locale))
  const facts: { label: string; value: string; testId: string; latin?: boolean }[] = [
    { label: t('brnLong'), value: broker.brn, testId: 'broker-brn', latin: true },
    ...(orn ? [{ label: t('ornLong'), value: orn, testId: 'broker-orn', latin: true }] : []),
    ...(languages.length
      ? [
          {
            label: t('languages'),
            value: languageList(languages, locale),
            testId: 'broker-languages',
          },
        ]
      : []),
  ]
  return (
    <section aria-labelledby="broker-name" className="bg-ivory pt-8 pb-16 md:pt-10 md:pb-24">
      <Container>
        <Breadcrumbs
          trail={[
            { href: '/', label: t('home') },
            { href: '/team', label: t('teamCrumb') },
          ]}
          current={broker.name}
        />
        <div className="grid gap-10 md:grid-cols-[minmax(0,320px)_1fr] md:gap-14 lg:grid-cols-[minmax(0,400px)_1fr] lg:gap-20">
          <div className="relative mx-auto aspect-[4/5] w-full max-w-72 overflow-hidden rounded-2xl bg-stone-200 md:max-w-none">
            {broker.photo.s3Url && (
              <FirstViewPicture
                src={broker.photo.s3Url}
                // The media library's description is English: another edition names the broker.
                alt={locale === defaultLocale ? broker.photo.alt || broker.name : broker.name}
                fill
                sizes="(max-width: 767px) 384px, 400px"
                className="object-cover object-top"
              />
            )}
          </div>
          <div className="min-w-0 self-center">
            <p className="text-sand-700 text-xs font-semibold tracking-[0.22em] uppercase rtl:tracking-normal">
              {t('licensedBroker')}
            </p>
            <h1
              id="broker-name"
              className="font-display text-ink mt-3 text-4xl leading-tight font-medium md:text-5xl"
            >
              {broker.name}
            </h1>
            <p className="mt-2 text-lg text-stone-600">{broker.designation}</p>

            <dl className="mt-8 grid gap-x-8 gap-y-4 border-y border-stone-200 py-6 sm:grid-cols-2">
              {facts.map((fact) => (
                <div
                  key={fact.testId}
                  className={fact.testId === 'broker-languages' ? 'sm:col-span-2' : undefined}
                >
                  <dt className="text-xs font-semibold tracking-[0.14em] text-stone-600 uppercase rtl:tracking-normal">
                    {fact.label}
                  </dt>
                  <dd
                    dir={fact.latin ? 'ltr' : undefined}
                    data-testid={fact.testId}
                    className={cn(
                      'text-ink mt-1 font-semibold tabular-nums',
                      // A number set left-to-right still lines up under its label in Arabic.
                      fact.latin && 'rtl:text-right',
                    )}
                  >
                    {fact.value}
                  </dd>
                </div>
              ))}
            </dl>

            {broker.bio && (
              <div className="mt-8 max-w-prose">
                <h2 className="font-display text-ink text-2xl font-medium">
                  {t('about', { firstName: broker.firstName })}
                </h2>
                {broker.bio.split(/\n{2,}/).map((paragraph, index) => (
                  <p key={index} className="mt-3 leading-relaxed text-stone-700">
                    {paragraph}
                  </p>
                ))}
              </div>
            )}

            <div className="mt-8 max-w-md">
              <h2 className="text-ink text-sm font-semibold">{t('contactHeading')}</h2>
              <ContactActions
                className="mt-3"
                name={broker.name}
                phone={broker.phone}
                whatsappHref={
                  broker.whatsapp
                    ? whatsappHref(
                        broker.whatsapp,
                        t('brokerWhatsappText', { name: broker.firstName, site: siteName }),
                      )
                    : null
                }
                mailtoHref={mailtoHref(broker.email, t('brokerEmailSubject', { site: siteName }))}
              />
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}
