import type { Metadata } from 'next'
import Image from 'next/image'
import { PageBanner } from '@/components/banner/page-banner'
import { ContactCards } from '@/components/contact/contact-cards'
import { pageMetadata } from '@/components/content/page-metadata'
import { EnquiryForm } from '@/components/forms/enquiry-form'
import { readSiteSettings } from '@/components/layout/site-settings'
import { Container } from '@/components/ui/container'
import { pageBanners } from '@/content/banners'
import { contactSection } from '@/content/contact'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Call, e-mail or WhatsApp our Dubai office, or send us a message: our advisers reply within one working day.',
  path: '/contact',
  image: pageBanners.contact,
})

export default async function ContactPage() {
  // Falls back to the configured defaults if the settings cannot be read: contacts never vanish.
  const settings = await readSiteSettings()
  return (
    <>
      <PageBanner
        title="Contact Us"
        description={contactSection.intro}
        image={pageBanners.contact}
        contentClassName="pb-20 md:pb-28"
      />

      <section aria-label="Contact details" className="relative z-10 -mt-10 md:-mt-14">
        <Container>
          <ContactCards settings={settings} />
          <p className="mt-6 text-sm text-ink/60">
            {settings.openingHours ? `${settings.openingHours} · ` : ''}RERA ORN {settings.orn}
          </p>
        </Container>
      </section>

      <section className="py-20 md:py-28">
        <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="relative hidden overflow-hidden rounded-3xl bg-stone-200 lg:col-span-5 lg:block">
            <Image src="/images/valuation.jpg" alt="" fill sizes="40vw" className="object-cover" />
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink/[0.04] sm:p-10 lg:col-span-7">
            <EnquiryForm title={contactSection.title} page="/contact" />
          </div>
        </Container>
      </section>
    </>
  )
}
