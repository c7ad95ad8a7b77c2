import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { pageMetadata } from '@/components/content/page-metadata'
import { StepList } from '@/components/content/step-list'
import { ComplaintForm } from '@/components/forms/complaint-form'
import { readSiteSettings } from '@/components/layout/site-settings'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import { pageBanners } from '@/content/banners'
import { complaintFormTitle, complaintIntro, complaintSteps } from '@/content/complaint'
import { phoneHref } from '@/lib/format'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Complaint Procedure',
  description:
    'How to make a complaint, how we investigate it and when you will hear from us: our four-step procedure, with escalation to RERA if you are not satisfied.',
  path: '/complaint',
  image: pageBanners.complaint,
})

export default async function ComplaintPage() {
  const settings = await readSiteSettings()
  return (
    <>
      <PageBanner
        title="Complaints"
        description="If something has gone wrong, we want to know — and to put it right."
        image={pageBanners.complaint}
      />

      <section aria-labelledby="procedure-title" className="py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow="Fair, recorded, answered in writing"
            title={<span id="procedure-title">{complaintIntro.title}</span>}
            description={complaintIntro.description}
          />
          <div className="mt-16">
            <StepList steps={complaintSteps} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="complaint-form-title" className="bg-stone-100 py-20 md:py-28">
        <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-4">
            <Reveal as="h2" className="font-display text-[2.6rem] leading-[1.05] font-medium text-ink md:text-5xl">
              <span id="complaint-form-title">{complaintFormTitle}</span>
            </Reveal>
            <p className="mt-5 leading-relaxed text-ink/70">
              Tell us what happened and, if it concerns a listing, its property reference. You will receive a
              complaint reference straight away.
            </p>
            <dl className="mt-10 space-y-5 border-t border-ink/10 pt-8 text-sm">
              <div>
                <dt className="text-xs font-semibold tracking-[0.2em] text-ink/60 uppercase">Prefer to call?</dt>
                <dd className="mt-1">
                  <a href={phoneHref(settings.landline)} className="text-base font-semibold text-ink hover:text-sand-700">
                    {settings.landline}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-[0.2em] text-ink/60 uppercase">Or e-mail</dt>
                <dd className="mt-1">
                  <a href={`mailto:${settings.email}`} className="text-base font-semibold text-ink hover:text-sand-700">
                    {settings.email}
                  </a>
                </dd>
              </div>
            </dl>
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-ink/[0.04] sm:p-10 lg:col-span-8">
            <ComplaintForm />
          </div>
        </Container>
      </section>
    </>
  )
}
