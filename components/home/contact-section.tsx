import { useTranslations } from 'next-intl'
import { EnquiryForm } from '@/components/forms/enquiry-form'
import { IslandTexts } from '@/components/i18n/island-texts'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import type { SiteSettings } from '@/lib/api/types'
import { phoneHref, whatsappHref } from '@/lib/format'

/** The home enquiry form, with the firm's direct lines beside it for those who would rather call. */
export function ContactSection({ settings }: { settings: SiteSettings }) {
  const t = useTranslations('Home')
  const direct = [
    { label: t('contactCall'), value: settings.phone, href: phoneHref(settings.phone) },
    {
      label: t('contactWhatsapp'),
      value: settings.whatsapp,
      href: whatsappHref(settings.whatsapp, t('contactWhatsappGreeting')),
    },
    { label: t('contactEmail'), value: settings.email, href: `mailto:${settings.email}` },
    { label: t('contactLandline'), value: settings.landline, href: phoneHref(settings.landline) },
  ]
  return (
    // Its height before it is first drawn (globals.css, render-children-when-near) is at least
    // its real one at every width: see the footer for why a dark block needs that.
    <section
      aria-labelledby="contact-title"
      className="bg-stone-100 py-20 [--near-size:1850px] md:py-28 md:[--near-size:1600px] lg:py-32 xl:[--near-size:1020px]"
    >
      <Container>
        <div className="shadow-soft overflow-hidden rounded-3xl bg-white lg:grid lg:grid-cols-12">
          <div className="bg-ink text-ivory relative overflow-hidden px-6 py-12 md:px-10 md:py-14 lg:col-span-5 lg:px-12 lg:py-16">
            <div aria-hidden="true" className="pattern-lattice absolute inset-0 opacity-[0.07]" />
            <div className="relative">
              <p className="text-sand-300 mb-4 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
                {t('contactEyebrow')}
              </p>
              <Reveal
                as="h2"
                className="font-display text-4xl leading-tight font-medium md:text-5xl rtl:leading-snug"
              >
                <span id="contact-title">{t('contactTitle')}</span>
              </Reveal>
              <p className="text-ivory/80 mt-6 leading-relaxed">{t('contactIntro')}</p>
              <ul className="mt-10 space-y-5">
                {direct.map((item) => (
                  <li key={item.label}>
                    <span className="text-sand-200 block text-xs tracking-[0.2em] uppercase rtl:tracking-normal">
                      {item.label}
                    </span>
                    {/* Phone numbers and e-mail addresses read left to right in Arabic text too. */}
                    <a
                      href={item.href}
                      dir="ltr"
                      className="text-ivory hover:text-sand-300 mt-1 inline-block text-lg tabular-nums transition-colors"
                    >
                      {item.value}
                    </a>
                  </li>
                ))}
                <li>
                  <span className="text-sand-200 block text-xs tracking-[0.2em] uppercase rtl:tracking-normal">
                    {t('contactVisit')}
                  </span>
                  <span className="text-ivory/90 mt-1 block leading-relaxed">
                    {settings.address}
                  </span>
                  {settings.openingHours && (
                    <span className="text-ivory/70 mt-1 block text-sm">
                      {settings.openingHours}
                    </span>
                  )}
                </li>
              </ul>
            </div>
          </div>
          <div className="px-6 py-12 md:px-10 md:py-14 lg:col-span-7 lg:px-14 lg:py-16">
            {/* The form is a client island: its words are the Forms and Validation namespaces. */}
            <IslandTexts namespaces={['Forms', 'Validation']}>
              <EnquiryForm title={t('contactFormTitle')} page="/" />
            </IslandTexts>
          </div>
        </div>
      </Container>
    </section>
  )
}
