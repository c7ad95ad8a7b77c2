import Link from 'next/link'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { serviceCards } from '@/content/services'
import type { SiteSettings } from '@/lib/api/types'
import { env } from '@/lib/env'
import { phoneHref, whatsappHref } from '@/lib/format'
import { Logo } from './logo'
import { navLinks } from './nav-links'
import { readSiteSettings } from './site-settings'

const socialLabels: Record<keyof SiteSettings['social'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
}

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-5 text-xs font-semibold tracking-[0.25em] text-sand-300 uppercase">{children}</h2>
}

const linkClass = 'inline-block py-1 text-ivory/75 transition-colors hover:text-sand-300'

export async function Footer() {
  const s = await readSiteSettings()
  const social = (Object.keys(socialLabels) as (keyof SiteSettings['social'])[])
    .map((key) => ({ key, href: s.social[key], label: socialLabels[key] }))
    .filter((item): item is { key: keyof SiteSettings['social']; href: string; label: string } => Boolean(item.href))
  const contacts = [
    { label: 'Landline', value: s.landline, href: phoneHref(s.landline) },
    { label: 'Mobile', value: s.phone, href: phoneHref(s.phone) },
    { label: 'E-mail', value: s.email, href: `mailto:${s.email}` },
    { label: 'WhatsApp', value: s.whatsapp, href: whatsappHref(s.whatsapp) },
  ]

  return (
    // Laid out only when it comes near (globals.css), with a height until then of at least its
    // real one at every width: tools that judge contrast from the layout (Lighthouse's audit)
    // otherwise find the lower part of its text outside its dark box, on the light page.
    <footer className="render-when-near bg-ink text-ivory [--near-size:2080px] md:[--near-size:1440px] xl:[--near-size:940px]">
      <Container className="border-b border-white/10 py-16 md:py-20">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="mb-4 text-xs font-semibold tracking-[0.25em] text-sand-300 uppercase">Thinking of selling or buying?</p>
            <p className="font-display text-4xl leading-tight md:text-5xl">
              Know what your home is worth, or find the one you have been looking for.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href="/contact">Book a Valuation</ButtonLink>
            <ButtonLink href="/property" variant="outline-light">
              Explore More
            </ButtonLink>
          </div>
        </div>
      </Container>

      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <Logo tone="light" siteName={env.SITE_NAME} />
          <p className="mt-6 max-w-sm text-sm leading-relaxed text-ivory/75">
            Sales, leasing and off-plan investment across Dubai, with licensed advisers from the first viewing to the title deed.
          </p>
          <p className="mt-6 text-sm text-ivory/75">
            RERA <span className="font-semibold text-ivory tabular-nums">ORN {s.orn}</span>
          </p>
          {social.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Social media">
              {social.map((item) => (
                <li key={item.key}>
                  <a href={item.href} className={linkClass} rel="noopener noreferrer" target="_blank">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-label="Footer" className="lg:col-span-2">
          <FooterHeading>Company</FooterHeading>
          <ul className="space-y-1 text-sm">
            {navLinks.slice(1).map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/news" className={linkClass}>
                News
              </Link>
            </li>
            <li>
              <Link href="/communities" className={linkClass}>
                Communities
              </Link>
            </li>
            <li>
              <Link href="/complaint" className={linkClass}>
                Complaints
              </Link>
            </li>
            <li>
              <Link href="/mortgage-calculator" className={linkClass}>
                Mortgage calculator
              </Link>
            </li>
            <li>
              <Link href="/favourites" className={linkClass}>
                Saved properties
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-label="Services" className="lg:col-span-3">
          <FooterHeading>Services</FooterHeading>
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
          <FooterHeading>Contact</FooterHeading>
          <address className="space-y-3 text-sm not-italic">
            {contacts.map((c) => (
              <p key={c.label} className="flex flex-col">
                <span className="text-xs tracking-wide text-ivory/70">{c.label}</span>
                <a href={c.href} className="py-0.5 text-ivory transition-colors hover:text-sand-300 tabular-nums">
                  {c.value}
                </a>
              </p>
            ))}
            <p className="flex flex-col">
              <span className="text-xs tracking-wide text-ivory/70">Office</span>
              {s.mapUrl ? (
                <a href={s.mapUrl} className="py-0.5 leading-relaxed text-ivory hover:text-sand-300" rel="noopener noreferrer" target="_blank">
                  {s.address}
                </a>
              ) : (
                <span className="leading-relaxed text-ivory">{s.address}</span>
              )}
            </p>
          </address>
        </div>
      </Container>

      <Container className="flex flex-col gap-4 border-t border-white/10 py-8 text-xs text-ivory/70 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {env.SITE_NAME}. All rights reserved.
        </p>
        <ul className="flex gap-6">
          <li>
            <Link href="/privacy-policy" className="py-2 hover:text-sand-300">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link href="/terms-and-conditions" className="py-2 hover:text-sand-300">
              Terms &amp; Conditions
            </Link>
          </li>
        </ul>
      </Container>
    </footer>
  )
}
