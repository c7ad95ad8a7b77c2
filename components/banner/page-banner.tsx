import { FirstViewPicture } from '@/components/content/first-view-picture'
import type { ReactNode } from 'react'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/cn'
import { bannerImage } from '@/components/content/banner-placeholder'

/**
 * The photographic band at the top of every inner page (docs/requirements.md §2 "Banner option
 * set": title, description, background image, width in percent, height in pixels, top margin). The
 * home page has its own hero, so the home and filter flags are not needed here.
 *
 * `height` is a minimum, not a fixed size: on a phone a long title wraps onto more lines and
 * must never be clipped.
 */
export function PageBanner({
  title,
  description,
  eyebrow,
  image,
  imageAlt = '',
  imageLang,
  blurDataURL,
  height = 280,
  width = 100,
  marginTop = 0,
  children,
  className,
  contentClassName,
}: {
  title: ReactNode
  description?: ReactNode
  eyebrow?: ReactNode
  image: string
  imageAlt?: string
  /** The alt's language, where it is not the page's. */
  imageLang?: 'en'
  blurDataURL?: string
  height?: number
  width?: number
  marginTop?: number
  children?: ReactNode
  className?: string
  /** Extra room under the words, e.g. when the next section overlaps the banner. */
  contentClassName?: string
}) {
  return (
    <section
      aria-labelledby="page-title"
      className={cn('bg-ink text-ivory relative isolate mx-auto flex overflow-hidden', className)}
      style={{ minHeight: height, width: `${width}%`, marginTop }}
    >
      <FirstViewPicture
        src={image}
        alt={imageAlt}
        lang={imageLang}
        fill
        sizes={`${width}vw`}
        {...bannerImage(image, blurDataURL)}
        className="-z-20 object-cover"
      />
      {/* Two layers: an even veil for contrast everywhere, a deeper one where the words sit. */}
      <div aria-hidden className="bg-ink/45 absolute inset-0 -z-10" />
      <div
        aria-hidden
        className="from-ink/85 via-ink/30 absolute inset-0 -z-10 bg-gradient-to-t to-transparent"
      />
      <Container
        className={cn('flex flex-col justify-end pt-24 pb-10 md:pt-28 md:pb-14', contentClassName)}
      >
        {eyebrow && (
          <p className="text-sand-200 mb-3 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
            {eyebrow}
          </p>
        )}
        {/* Always above the fold: the rise is CSS-only (globals.css) so it never waits for hydration. */}
        <h1
          id="page-title"
          className="hero-rise font-display max-w-4xl text-[2.6rem] leading-[1.05] font-medium text-balance md:text-6xl rtl:leading-[1.3]"
        >
          {title}
        </h1>
        {description && (
          <div
            className="hero-rise text-ivory/85 mt-4 max-w-2xl text-base leading-relaxed md:text-lg"
            style={{ animationDelay: '0.2s' }}
          >
            {description}
          </div>
        )}
        {children}
      </Container>
    </section>
  )
}
