import Image from 'next/image'
import type { CSSProperties, ReactNode } from 'react'
import type { FrameButton, Signature } from '@/content/types'
import { ButtonLink, buttonClasses, type ButtonVariant } from '@/components/ui/button'
import { Reveal } from '@/components/ui/reveal.client'
import { cn } from '@/lib/cn'

/** docs/requirements.md §2: "image height configurable with a 600 px fallback". */
export const FRAME_IMAGE_HEIGHT = 600

export interface ContentFrameProps {
  smallTitle?: string
  title: ReactNode
  paragraphs: readonly string[]
  highlight?: string
  buttons?: readonly FrameButton[]
  signature?: Signature
  image?: string
  imageAlt?: string
  /** Shown in place of the image (a form, a map, a counter block…). */
  custom?: ReactNode
  imageHeight?: number
  imagePosition?: 'left' | 'right'
  /**
   * Lets a page render a button differently, e.g. the careers modal marker as a dialog
   * trigger. Return undefined to keep the default link. A render function (not a client
   * component) keeps this frame free of any page's client code.
   */
  renderButton?: (button: FrameButton, className: string) => ReactNode | undefined
  as?: 'h1' | 'h2'
  id?: string
  className?: string
}

/**
 * The content frame of docs/requirements.md §2: small title, title, paragraphs, highlighted line,
 * buttons, signature, and an image (or any custom block) on either side. One component serves
 * about, careers and every service page so they share rhythm and type.
 */
export function ContentFrame({
  smallTitle,
  title,
  paragraphs,
  highlight,
  buttons = [],
  signature,
  image,
  imageAlt = '',
  custom,
  imageHeight = FRAME_IMAGE_HEIGHT,
  imagePosition = 'right',
  renderButton,
  as: Heading = 'h2',
  id,
  className,
}: ContentFrameProps) {
  const media =
    custom ?? (image ? <FrameImage src={image} alt={imageAlt} height={imageHeight} /> : null)
  return (
    <div id={id} className={cn('grid items-center gap-12 lg:grid-cols-12 lg:gap-16', className)}>
      <div
        className={cn(
          'lg:col-span-6',
          media != null && imagePosition === 'left' && 'lg:order-2 lg:col-start-7',
        )}
      >
        {smallTitle && (
          <p className="text-sand-600 mb-4 flex items-center gap-3 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
            <span aria-hidden className="bg-sand-500 h-px w-8" />
            {smallTitle}
          </p>
        )}
        <Reveal
          as={Heading}
          className="font-display text-ink text-[2.4rem] leading-[1.08] font-medium text-balance md:text-5xl rtl:leading-[1.3]"
        >
          {title}
        </Reveal>
        <Reveal
          delay={0.2}
          className="text-ink/75 mt-6 space-y-4 text-base leading-relaxed md:text-[1.0625rem]"
        >
          {paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </Reveal>
        {highlight && (
          <p className="border-sand-500 font-display text-ink mt-7 border-s-2 ps-5 text-2xl leading-snug">
            {highlight}
          </p>
        )}
        {buttons.length > 0 && (
          <div className="mt-9 flex flex-wrap gap-3">
            {buttons.map((button, index) => {
              const variant: ButtonVariant = index === 0 ? 'primary' : 'outline'
              const custom = renderButton?.(button, buttonClasses(variant))
              return custom !== undefined ? (
                <span key={button.text} className="contents">
                  {custom}
                </span>
              ) : (
                <ButtonLink key={button.text} href={button.link} variant={variant}>
                  {button.text}
                </ButtonLink>
              )
            })}
          </div>
        )}
        {signature && (
          <div className="border-ink/10 mt-10 border-t pt-6">
            <p className="font-display text-ink text-3xl">{signature.sign}</p>
            <p className="text-ink/60 mt-1 text-xs font-semibold tracking-[0.2em] uppercase rtl:tracking-normal">
              {signature.designation}
            </p>
          </div>
        )}
      </div>
      {media && (
        <div
          className={cn(
            'lg:col-span-6',
            imagePosition === 'left' && 'lg:order-1 lg:col-start-1 lg:row-start-1',
          )}
        >
          {media}
        </div>
      )}
    </div>
  )
}

function FrameImage({ src, alt, height }: { src: string; alt: string; height: number }) {
  return (
    <Reveal className="relative">
      {/* A hairline sand frame offset behind the photo, towards the end of the line: the one
          ornament the frame allows itself. */}
      <div
        aria-hidden
        className="border-sand-400/60 absolute inset-0 translate-x-3 translate-y-3 rounded-2xl border md:translate-x-5 md:translate-y-5 rtl:-translate-x-3 md:rtl:-translate-x-5"
      />
      <div
        className="shadow-soft relative h-[min(var(--frame-h),115vw)] overflow-hidden rounded-2xl bg-stone-200 md:h-[min(var(--frame-h),70vw)] lg:h-[var(--frame-h)]"
        style={{ '--frame-h': `${height}px` } as CSSProperties}
      >
        <Image
          src={src}
          alt={alt}
          fill
          sizes="(min-width: 1025px) 40vw, 100vw"
          className="object-cover"
        />
      </div>
    </Reveal>
  )
}
