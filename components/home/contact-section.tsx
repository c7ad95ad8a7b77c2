import { EnquiryForm } from '@/components/forms/enquiry-form'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import type { SiteSettings } from '@/lib/api/types'
import { phoneHref, whatsappHref } from '@/lib/format'

/** The home enquiry form, with the firm's direct lines beside it for those who would rather call. */
export function ContactSection({ settings }: { settings: SiteSettings }) {
  const direct = [
    { label: 'Call us', value: settings.phone, href: phoneHref(settings.phone) },
    { label: 'WhatsApp', value: settings.whatsapp, href: whatsappHref(settings.whatsapp, 'Hello, I would like to speak to an adviser.') },
    { label: 'E-mail', value: settings.email, href: `mailto:${settings.email}` },
    { label: 'Landline', value: settings.landline, href: phoneHref(settings.landline) },
  ]
  return (
    // Its height before it is first drawn (globals.css, render-children-when-near) is at least
    // its real one at every width: see the footer for why a dark block needs that.
    <section
      aria-labelledby="contact-title"
      className="bg-stone-100 py-20 [--near-size:1850px] md:py-28 md:[--near-size:1600px] lg:py-32 xl:[--near-size:1020px]"
    >
      <Container>
        <div className="overflow-hidden rounded-3xl bg-white shadow-soft lg:grid lg:grid-cols-12">
          <div className="relative overflow-hidden bg-ink px-6 py-12 text-ivory md:px-10 md:py-14 lg:col-span-5 lg:px-12 lg:py-16">
            <div aria-hidden="true" className="pattern-lattice absolute inset-0 opacity-[0.07]" />
            <div className="relative">
              <p className="mb-4 text-xs font-semibold tracking-[0.25em] text-sand-300 uppercase">Get in touch</p>
              <Reveal as="h2" className="font-display text-4xl leading-tight font-medium md:text-5xl">
                <span id="contact-title">Talk to an adviser</span>
              </Reveal>
              <p className="mt-6 leading-relaxed text-ivory/80">
                Tell us what you are looking for and a consultant who knows the community will reply within one working day.
              </p>
              <ul className="mt-10 space-y-5">
                {direct.map((item) => (
                  <li key={item.label}>
                    <span className="block text-xs tracking-[0.2em] text-sand-200 uppercase">{item.label}</span>
                    <a href={item.href} className="mt-1 inline-block text-lg text-ivory tabular-nums transition-colors hover:text-sand-300">
                      {item.value}
                    </a>
                  </li>
                ))}
                <li>
                  <span className="block text-xs tracking-[0.2em] text-sand-200 uppercase">Visit us</span>
                  <span className="mt-1 block leading-relaxed text-ivory/90">{settings.address}</span>
                  {settings.openingHours && <span className="mt-1 block text-sm text-ivory/70">{settings.openingHours}</span>}
                </li>
              </ul>
            </div>
          </div>
          <div className="px-6 py-12 md:px-10 md:py-14 lg:col-span-7 lg:px-14 lg:py-16">
            <EnquiryForm title="Send us a message" page="/" />
          </div>
        </div>
      </Container>
    </section>
  )
}
