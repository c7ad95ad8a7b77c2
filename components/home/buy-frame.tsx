import { useTranslations } from 'next-intl'
import Image from 'next/image'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { getLocale } from '@/lib/i18n/request-locale'
import { homeContent } from './home-content'
import { publicImage } from './public-image'

/** The buy-real-estate frame: photo beside the case for buying in Dubai, and a way to the listing. */
export function BuyFrame() {
  const locale = getLocale()
  const t = useTranslations('Home')
  const { buyRealEstate } = homeContent(locale)
  const image = publicImage(
    buyRealEstate.image ?? '',
    '/images/buy-frame.jpg',
    '/images/buy-property.jpg',
  )
  return (
    <section aria-labelledby="buy-title" className="py-20 md:py-28 lg:py-32">
      <Container className="grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:order-2 lg:col-span-6">
          {buyRealEstate.smallTitle && (
            <p className="text-sand-700 mb-4 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
              {buyRealEstate.smallTitle}
            </p>
          )}
          <Reveal
            as="h2"
            className="font-display text-[2.6rem] leading-[1.05] font-medium md:text-5xl rtl:leading-[1.3]"
          >
            <span id="buy-title">{buyRealEstate.title}</span>
          </Reveal>
          <div className="text-ink/75 mt-8 space-y-5 text-base leading-relaxed md:text-lg">
            {buyRealEstate.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          {buyRealEstate.highlight && (
            <p className="border-sand-500 font-display text-ink mt-8 border-s-2 ps-5 text-xl leading-snug md:text-2xl">
              {buyRealEstate.highlight}
            </p>
          )}
          <div className="mt-10 flex flex-wrap gap-3">
            {buyRealEstate.buttons?.map((button, index) => (
              <ButtonLink
                key={button.link}
                href={button.link}
                variant={index === 0 ? 'dark' : 'outline'}
              >
                {button.text}
              </ButtonLink>
            ))}
          </div>
        </div>
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-stone-200 md:aspect-[5/4] lg:order-1 lg:col-span-6 lg:aspect-[4/5]">
          {image && (
            <Image
              src={image}
              alt={t('buyImageAlt')}
              fill
              sizes="(max-width: 1024px) 100vw, 50vw"
              className="object-cover"
            />
          )}
        </div>
      </Container>
    </section>
  )
}
