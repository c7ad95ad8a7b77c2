import { Link } from '@/lib/i18n/navigation'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { serviceCards as serviceCardsAr } from '@/content/ar/services'
import { serviceCards as serviceCardsRu } from '@/content/ru/services'
import { serviceCards as serviceCardsZh } from '@/content/zh/services'
import { serviceCards as serviceCardsEn } from '@/content/services'
import type { SiteSettings } from '@/lib/api/types'
import { env } from '@/lib/env'
import { phoneHref, whatsappHref } from '@/lib/format'
import { inEdition } from '@/lib/i18n/content-edition'
import { getLocale } from '@/lib/i18n/request-locale'
import { Logo } from './logo'
import { getTranslations } from 'next-intl/server'
import { navLinks } from './nav-links'
import { readSiteSettings } from './site-settings'

// The networks' own names, the same in every edition.
const socialLabels: Record<keyof SiteSettings['social'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
}

function FooterHeading({ children }: { children: string }) {
  return (
    <h2 className="text-sand-300 mb-5 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
      {children}
    </h2>
  )
}

const linkClass = 'inline-block py-1 text-ivory/75 transition-colors hover:text-sand-300'

export async function Footer() {
  const s = await readSiteSettings()
  const locale = getLocale()
  const t = await getTranslations('Footer')
  const links = await getTranslations('Nav')
  const serviceCards = inEdition(locale, { en: serviceCardsEn, ar: serviceCardsAr, ru: serviceCardsRu, zh: serviceCardsZh })
  const social = (Object.keys(socialLabels) as (keyof SiteSettings['social'])[])
    .map((key) => ({ key, href: s.social[key], label: socialLabels[key] }))
    .filter((item): item is { key: keyof SiteSettings['social']; href: string; label: string } =>
      Boolean(item.href),
    )
  const contacts = [
    { label: t('landline'), value: s.landline, href: phoneHref(s.landline) },
    { label: t('mobile'), value: s.phone, href: phoneHref(s.phone) },
    { label: t('email'), value: s.email, href: `mailto:${s.email}` },
    { label: t('whatsapp'), value: s.whatsapp, href: whatsappHref(s.whatsapp) },
  ]

  return (
    // Laid out only when it comes near (globals.css), with a height until then of at least its
    // real one at every width: tools that judge contrast from the layout (Lighthouse's audit)
    // otherwise find the lower part of its text outside its dark box, on the light page.
    <footer className="render-when-near bg-ink text-ivory [--near-size:2080px] md:[--near-size:1440px] xl:[--near-size:940px]">
      <Container className="border-b border-white/10 py-16 md:py-20">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="text-sand-300 mb-4 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
              {t('ctaEyebrow')}
            </p>
            <p className="font-display text-4xl leading-tight md:text-5xl">{t('ctaTitle')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href="/contact">{t('bookValuation')}</ButtonLink>
            <ButtonLink href="/property" variant="outline-light">
              {t('exploreMore')}
            </ButtonLink>
          </div>
        </div>
      </Container>

      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <Logo tone="light" siteName={env.SITE_NAME} />
          <p className="text-ivory/75 mt-6 max-w-sm text-sm leading-relaxed">{t('about')}</p>
          <p className="text-ivory/75 mt-6 text-sm">
            {t('regulator')}{' '}
            <span className="text-ivory font-semibold tabular-nums">
              {t('ornPrefix')}
              <span dir="ltr">{s.orn}</span>
            </span>
          </p>
          {social.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label={t('socialMedia')}>
              {social.map((item) => (
                <li key={item.key}>
                  <a
                    href={item.href}
                    className={linkClass}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-label={t('footerNav')} className="lg:col-span-2">
          <FooterHeading>{t('company')}</FooterHeading>
          <ul className="space-y-1 text-sm">
            {navLinks.slice(1).map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {links(link.key)}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/news" className={linkClass}>
                {t('news')}
              </Link>
            </li>
            <li>
              <Link href="/communities" className={linkClass}>
                {t('communities')}
              </Link>
            </li>
            <li>
              <Link href="/complaint" className={linkClass}>
                {t('complaints')}
              </Link>
            </li>
            <li>
              <Link href="/mortgage-calculator" className={linkClass}>
                {t('mortgageCalculator')}
              </Link>
            </li>
            <li>
              <Link href="/favourites" className={linkClass}>
                {t('savedProperties')}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-label={t('services')} className="lg:col-span-3">
          <FooterHeading>{t('services')}</FooterHeading>
          <ul className="space-y-1 text-sm">
            {serviceCards.map((service) => (
              <li key={service.id}>
                <Link href={service.link} className={linkClass}>
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-3">
          <FooterHeading>{t('contact')}</FooterHeading>
          <address className="space-y-3 text-sm not-italic">
            {contacts.map((c) => (
              <p key={c.label} className="flex flex-col">
                <span className="text-ivory/70 text-xs tracking-wide rtl:tracking-normal">
                  {c.label}
                </span>
                <a
                  href={c.href}
                  className="text-ivory hover:text-sand-300 py-0.5 tabular-nums transition-colors"
                >
                  {/* Phone numbers and the e-mail address read left to right in Arabic text too. */}
                  <span dir="ltr">{c.value}</span>
                </a>
              </p>
            ))}
            <p className="flex flex-col">
              <span className="text-ivory/70 text-xs tracking-wide rtl:tracking-normal">
                {t('office')}
              </span>
              {s.mapUrl ? (
                <a
                  href={s.mapUrl}
                  className="text-ivory hover:text-sand-300 py-0.5 leading-relaxed"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {s.address}
                </a>
              ) : (
                <span className="text-ivory leading-relaxed">{s.address}</span>
              )}
            </p>
          </address>
        </div>
      </Container>

      <Container className="text-ivory/70 flex flex-col gap-4 border-t border-white/10 py-8 text-xs md:flex-row md:items-center md:justify-between">
        <p>{t('copyright', { year: String(new Date().getFullYear()), siteName: env.SITE_NAME })}</p>
        <ul className="flex gap-6">
          <li>
            <Link href="/privacy-policy" className="hover:text-sand-300 py-2">
              {t('privacyPolicy')}
            </Link>
          </li>
          <li>
            <Link href="/terms-and-conditions" className="hover:text-sand-300 py-2">
              {t('terms')}
            </Link>
          </li>
        </ul>
      </Container>
    </footer>
  )
}
