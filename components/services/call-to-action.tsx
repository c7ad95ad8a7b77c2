import Image from 'next/image'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'

/**
 * The closing band of the services pages (the "fixed background" block of docs/requirements.md §3:
 * 370 px on the overview, 380 px on a service, §9). The photo is position:fixed inside a clip-path,
 * which pins it to the viewport like background-attachment:fixed but also works on iOS and keeps
 * next/image's optimisation.
 */
export function CallToAction({
  title,
  description,
  buttonText,
  link,
  image,
  height,
  headingId = 'cta-title',
}: {
  title: string
  description: string
  buttonText: string
  link: string
  image: string
  height: number
  headingId?: string
}) {
  return (
    <section
      aria-labelledby={headingId}
      data-testid="call-to-action"
      className="bg-ink text-ivory relative isolate flex items-center [clip-path:inset(0)]"
      style={{ minHeight: height }}
    >
      <div aria-hidden className="fixed inset-0 -z-20">
        <Image src={image} alt="" fill sizes="100vw" className="object-cover" />
      </div>
      <div aria-hidden className="bg-ink/70 absolute inset-0 -z-10" />
      <Container className="py-16 text-center">
        <Reveal
          as="h2"
          className="font-display mx-auto max-w-3xl text-[2.4rem] leading-[1.08] font-medium text-balance md:text-5xl rtl:leading-[1.3]"
        >
          <span id={headingId}>{title}</span>
        </Reveal>
        <Reveal
          delay={0.2}
          className="text-ivory/85 mx-auto mt-4 max-w-2xl text-base leading-relaxed md:text-lg"
        >
          {description}
        </Reveal>
        <div className="mt-8">
          <ButtonLink href={link} variant="primary">
            {buttonText}
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}
