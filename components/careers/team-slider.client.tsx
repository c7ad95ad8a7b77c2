'use client'

import type { EmblaOptionsType } from 'embla-carousel'
import type { AutoplayOptionsType } from 'embla-carousel-autoplay'
import { useLocale, useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'
import { TRACK_CLASS, useCarousel, VIEWPORT_CLASS } from '@/components/carousel/use-carousel'
import { TeamCard } from '@/components/team/team-card'
import type { TeamMember } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { localeInfo } from '@/lib/i18n/locales'

/**
 * Embla's `duration` is not in milliseconds; 30 settles in roughly 500 ms (docs/requirements.md
 * §9). Autoplay keeps the library's 3000 ms default and pauses on hover and focus.
 */
const OPTIONS: Record<'ltr' | 'rtl', EmblaOptionsType> = {
  ltr: { loop: true, align: 'start', duration: 30, direction: 'ltr' },
  // Embla must know the track runs right to left, or it scrolls away from the slides.
  rtl: { loop: true, align: 'start', duration: 30, direction: 'rtl' },
}
const AUTOPLAY: AutoplayOptionsType = {
  stopOnInteraction: false,
  stopOnMouseEnter: true,
  stopOnFocusIn: true,
}

/**
 * The careers team slider. Slides per view are pure CSS (docs/requirements.md §9: 4, 3 at 991 px, 2
 * at 767 px, 1 at 600 px; Tailwind's max-[…] means "narrower than", hence the +1 px), so the server
 * render already shows the right number and Embla only moves the track — which is why it can arrive
 * late, when the slider nears the viewport (use-carousel.tsx). Until then the track scrolls
 * natively; the negative scroll margin snaps each card, not its gutter, to the edge.
 */
export function TeamSlider({ members }: { members: TeamMember[] }) {
  const locale = useLocale()
  const t = useTranslations('Careers')
  const reducedMotion = usePrefersReducedMotion()
  const { viewportRef, carousel, run, engine } = useCarousel(
    OPTIONS[localeInfo[locale].dir],
    reducedMotion ? null : AUTOPLAY,
  )

  return (
    <div className="relative" aria-roledescription="carousel" aria-label={t('team')}>
      {engine}
      {/* Focusable while it scrolls natively, so the keyboard can scroll it too. */}
      <div
        ref={viewportRef}
        tabIndex={carousel ? undefined : 0}
        className={VIEWPORT_CLASS}
        data-testid="team-slider-viewport"
      >
        <ul className={cn('-ms-6', TRACK_CLASS)}>
          {members.map((member, index) => (
            <li
              key={member._id}
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, total: members.length })}
              className="min-w-0 shrink-0 grow-0 basis-1/4 snap-start -scroll-ms-6 ps-6 max-[992px]:basis-1/3 max-[768px]:basis-1/2 max-[601px]:basis-full"
            >
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-10 flex items-center justify-end gap-3">
        <SlideButton
          direction="prev"
          label={t('previousMember')}
          onClick={() => run((embla) => embla.scrollPrev())}
        />
        <SlideButton
          direction="next"
          label={t('nextMember')}
          onClick={() => run((embla) => embla.scrollNext())}
        />
      </div>
    </div>
  )
}

function SlideButton({
  direction,
  label,
  onClick,
}: {
  direction: 'prev' | 'next'
  label: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="border-ink/15 text-ink hover:border-ink hover:bg-ink hover:text-ivory inline-flex size-12 items-center justify-center rounded-full border transition-colors"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-5 rtl:-scale-x-100"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {direction === 'prev' ? <path d="M15 5l-7 7 7 7" /> : <path d="M9 5l7 7-7 7" />}
      </svg>
    </button>
  )
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia(REDUCED_MOTION)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** True on the server: nothing autoplays until the browser says motion is welcome. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
}
