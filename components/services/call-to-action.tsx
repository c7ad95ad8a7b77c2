import Image from 'next/image'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'

/**
 * The closing band of the services pages (the spec's "fixed background" block: 370 px on the
 * overview, 380 px on a service). The photo is position:fixed inside a clip-path, which pins
 * it to the viewport like background-attachment:fixed but also works on iOS and keeps
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
      className="relative isolate flex items-center bg-ink text-ivory [clip-path:inset(0)]"
      style={{ minHeight: height }}
    >
      <div aria-hidden className="fixed inset-0 -z-20">
        <Image src={image} alt="" fill sizes="100vw" className="object-cover" />
      </div>
      <div aria-hidden className="absolute inset-0 -z-10 bg-ink/70" />
      <Container className="py-16 text-center">
        <Reveal as="h2" className="mx-auto max-w-3xl font-display text-[2.4rem] leading-[1.08] font-medium text-balance md:text-5xl">
          <span id={headingId}>{title}</span>
        </Reveal>
        <Reveal delay={0.2} className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-ivory/85 md:text-lg">
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
