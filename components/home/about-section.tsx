import Image from 'next/image'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { homeAbout } from '@/content/home'

/** SPEC: an about block titled 'About' followed by the product's name. */
export function AboutSection({ siteName }: { siteName: string }) {
  return (
    <section aria-labelledby="about-title" className="py-20 md:py-28 lg:py-32">
      <Container className="grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="relative lg:col-span-6">
          <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-stone-200 md:aspect-[5/4] lg:aspect-[4/5]">
            {homeAbout.image && (
              <Image
                src={homeAbout.image}
                alt="A light-filled Dubai living room looking out over the city"
                fill
                sizes="(max-width: 1024px) 100vw, 50vw"
                className="object-cover"
              />
            )}
          </div>
          <div className="absolute -bottom-6 left-6 hidden rounded-2xl bg-ink px-7 py-6 text-ivory shadow-soft md:block">
            <p className="font-display text-5xl leading-none text-sand-300 lining-nums tabular-nums">20+</p>
            <p className="mt-2 max-w-[11rem] text-sm leading-snug text-ivory/80">years of combined experience in Dubai</p>
          </div>
        </div>
        <div className="lg:col-span-6">
          <p className="mb-4 text-xs font-semibold tracking-[0.25em] text-sand-700 uppercase">Who we are</p>
          <Reveal as="h2" className="font-display text-[2.6rem] leading-[1.05] font-medium md:text-5xl lg:text-6xl">
            <span id="about-title">
              {`${homeAbout.title} `}
              <span className="text-sand-700">{siteName}</span>
            </span>
          </Reveal>
          <div className="mt-8 space-y-5 text-base leading-relaxed text-ink/75 md:text-lg">
            {homeAbout.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          {homeAbout.buttons && (
            <div className="mt-10 flex flex-wrap gap-3">
              {homeAbout.buttons.map((button) => (
                <ButtonLink key={button.link} href={button.link} variant="dark">
                  {button.text}
                </ButtonLink>
              ))}
            </div>
          )}
        </div>
      </Container>
    </section>
  )
}
