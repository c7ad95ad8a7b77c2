'use client'

import type { EmblaOptionsType } from 'embla-carousel'
import type { AutoplayOptionsType, AutoplayType } from 'embla-carousel-autoplay'
import Image from 'next/image'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react'
import { TRACK_CLASS, useCarousel, VIEWPORT_CLASS } from '@/components/carousel/use-carousel'
import type { Testimonial } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { localeInfo } from '@/lib/i18n/locales'

const arrowButton =
  'inline-flex size-12 items-center justify-center rounded-full border border-ink/15 text-ink transition-colors hover:border-ink hover:bg-ink hover:text-ivory disabled:opacity-40'

// One constant per direction: the carousel keeps its options' identity between renders.
const OPTIONS: Record<'ltr' | 'rtl', EmblaOptionsType> = {
  ltr: { loop: true, duration: 25, align: 'start' },
  rtl: { loop: true, duration: 25, align: 'start', direction: 'rtl' },
}

// docs/requirements.md §9: autoplay every 3000 ms; it waits for mayPlay() before it starts.
const AUTOPLAY: AutoplayOptionsType = {
  delay: 3000,
  stopOnInteraction: false,
  stopOnMouseEnter: true,
  stopOnFocusIn: false,
  playOnInit: false,
}

/**
 * The testimonials carousel (docs/requirements.md §9: speed ~500 ms, autoplay every 3000 ms).
 * Autoplay pauses while the pointer is over it or focus is inside it, can be paused outright (WCAG
 * 2.2.2), and does not start for reduced-motion visitors.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const locale = useLocale()
  const t = useTranslations('Testimonials')
  const rootRef = useRef<HTMLDivElement>(null)
  const { viewportRef, carousel, run, selected, engine } = useCarousel(
    OPTIONS[localeInfo[locale].dir],
    AUTOPLAY,
  )
  const [paused, setPaused] = useState(false)
  const autoplay = useCallback(
    () => carousel?.plugins().autoplay as AutoplayType | undefined,
    [carousel],
  )

  // Plays once the carousel runs, unless the visitor prefers reduced motion, has paused it, or
  // is already on it (the carousel may start under the pointer, which then never "enters").
  useEffect(() => {
    const plugin = autoplay()
    if (!plugin) return
    if (paused || !mayPlay(rootRef.current)) plugin.stop()
    else plugin.play()
  }, [autoplay, paused])

  const onFocus = useCallback(() => autoplay()?.stop(), [autoplay])
  const onBlur = useCallback(
    (event: FocusEvent) => {
      if (paused || rootRef.current?.contains(event.relatedTarget as Node | null)) return
      if (!rootRef.current?.matches(':hover') && !prefersReducedMotion()) autoplay()?.play()
    },
    [autoplay, paused],
  )
  const onPointerLeave = useCallback(() => {
    if (!paused && !rootRef.current?.contains(document.activeElement) && !prefersReducedMotion())
      autoplay()?.play()
  }, [autoplay, paused])

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('carouselLabel')}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerLeave={onPointerLeave}
      className="mx-auto max-w-4xl"
    >
      {engine}
      {/* Focusable while it scrolls natively, so the keyboard can scroll it too. */}
      <div ref={viewportRef} tabIndex={carousel ? undefined : 0} className={VIEWPORT_CLASS}>
        <div className={TRACK_CLASS}>
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial._id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideLabel', { index: index + 1, total: testimonials.length })}
              aria-hidden={index !== selected}
              data-selected={index === selected}
              className="min-w-0 flex-[0_0_100%] snap-start px-1"
            >
              <figure className="text-center">
                <blockquote className="font-display text-ink text-[1.45rem] leading-snug md:text-[1.9rem] md:leading-[1.3]">
                  <p>{t('quote', { message: testimonial.message })}</p>
                </blockquote>
                <figcaption className="mt-10 flex items-center justify-center gap-4">
                  {testimonial.image && (
                    <Image
                      src={testimonial.image.s3Url}
                      alt=""
                      width={56}
                      height={56}
                      className="ring-sand-200 size-14 rounded-full object-cover ring-2"
                    />
                  )}
                  <span className="text-start">
                    <span data-testimonial-name className="text-ink block font-semibold">
                      {testimonial.name}
                    </span>
                    <span className="text-ink/70 block text-sm">{testimonial.location}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-12 flex items-center justify-center gap-6">
        <button
          type="button"
          aria-label={t('previous')}
          onClick={() => run((c) => c.scrollPrev())}
          className={arrowButton}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 rtl:-scale-x-100"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M16 10H4M9 5l-5 5 5 5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div className="flex items-center">
          {testimonials.map((testimonial, index) => (
            <button
              key={testimonial._id}
              type="button"
              aria-label={t('show', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => run((c) => c.scrollTo(index))}
              className="group inline-flex size-6 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-1.5 rounded-full transition-all duration-300',
                  index === selected ? 'bg-sand-600 w-6' : 'bg-ink/25 group-hover:bg-ink/50 w-1.5',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label={t('next')}
          onClick={() => run((c) => c.scrollNext())}
          className={arrowButton}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 rtl:-scale-x-100"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M4 10h12M11 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <div className="mt-4 text-center">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          className="text-ink/70 hover:text-ink min-h-11 px-3 text-xs font-semibold tracking-[0.2em] uppercase rtl:tracking-normal"
        >
          {paused ? t('resume') : t('pause')}
        </button>
      </div>
    </div>
  )
}

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function mayPlay(root: HTMLElement | null) {
  return (
    !prefersReducedMotion() &&
    !!root &&
    !root.contains(document.activeElement) &&
    !root.matches(':hover')
  )
}
