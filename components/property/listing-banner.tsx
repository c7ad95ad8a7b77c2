import { FirstViewPicture } from '@/components/content/first-view-picture'
import type { CSSProperties, ReactNode } from 'react'
import { Container } from '@/components/ui/container'
import { cn } from '@/lib/cn'
import { bannerImage } from '@/components/content/banner-placeholder'

/**
 * docs/requirements.md §2, 'Banner option set': home flag, title, description, filter flag,
 * background image, width in percent, height in pixels, top margin. Defaults per
 * docs/requirements.md §9: 280 px high, full width. The height is a minimum so long titles on
 * phones never get clipped.
 */
export interface BannerOptions {
  home?: boolean
  title: ReactNode
  description?: ReactNode
  /** A filter bar follows and overlaps the banner's lower edge: leave room for it. */
  filter?: boolean
  /** None: the ink background alone (e.g. before the generated photography exists). */
  image?: string | null
  imageAlt?: string
  width?: number
  height?: number
  /**
   * Below md: this minimum height instead, with tighter padding and no room kept for a filter
   * bar (on phones the listing's bar opens from a button instead of overlapping the banner).
   */
  phoneHeight?: number
  marginTop?: number
  eyebrow?: string
}

export function ListingBanner({
  home = false,
  title,
  description,
  filter = false,
  image,
  imageAlt = '',
  width = 100,
  height = 280,
  phoneHeight,
  marginTop = 0,
  eyebrow,
}: BannerOptions) {
  return (
    <section
      className={cn(
        'bg-ink text-ivory relative isolate mx-auto flex overflow-hidden',
        phoneHeight !== undefined &&
          'min-h-[var(--banner-phone-height)] md:min-h-[var(--banner-height)]',
      )}
      style={{
        width: `${width}%`,
        ...minHeightStyle(height, phoneHeight),
        marginTop: `${marginTop}px`,
      }}
    >
      {image && (
        <FirstViewPicture
          src={image}
          alt={imageAlt}
          fill
          sizes="100vw"
          {...bannerImage(image)}
          className="-z-10 object-cover"
        />
      )}
      {/* Darkest behind the text: from the start of the line, whichever side that is. */}
      <div className="from-ink/90 via-ink/65 to-ink/25 absolute inset-0 -z-10 bg-gradient-to-r rtl:bg-gradient-to-l" />
      <div className="from-ink/60 absolute inset-0 -z-10 bg-gradient-to-t via-transparent to-transparent" />
      <Container
        className={cn(
          'flex flex-col justify-end',
          phoneHeight === undefined
            ? cn('pt-14', filter ? 'pb-24 md:pb-28' : 'pb-14')
            : cn('pt-10 pb-9 md:pt-14', filter ? 'md:pb-28' : 'md:pb-14'),
        )}
      >
        {eyebrow && (
          <p className="text-sand-200 mb-4 text-xs font-semibold tracking-[0.28em] uppercase rtl:tracking-normal">
            {eyebrow}
          </p>
        )}
        <h1
          className={cn(
            'font-display text-ivory max-w-3xl leading-[1.02] font-medium rtl:leading-[1.3]',
            home ? 'text-5xl md:text-7xl' : 'text-[2.75rem] md:text-6xl',
          )}
        >
          {title}
        </h1>
        {description && (
          <p className="text-ivory/85 mt-4 max-w-xl text-base leading-relaxed md:text-lg">
            {description}
          </p>
        )}
      </Container>
    </section>
  )
}

/** One minimum height, or one on each side of md (custom properties: the breakpoint is CSS's). */
function minHeightStyle(height: number, phoneHeight: number | undefined): CSSProperties {
  if (phoneHeight === undefined) return { minHeight: `${height}px` }
  return {
    '--banner-height': `${height}px`,
    '--banner-phone-height': `${phoneHeight}px`,
  } as CSSProperties
}
