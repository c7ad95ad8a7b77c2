'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import type { AutoplayOptionsType } from 'embla-carousel-autoplay'
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useLocale } from 'next-intl'
import { lazyModule, whenNear } from '@/components/ui/lazy-module'
import { localeInfo } from '@/lib/i18n/locales'
import type { EmblaEngineProps } from './embla-engine.client'

const emblaEngine = lazyModule(() => import('./embla-engine.client'))

type Action = (carousel: EmblaCarouselType) => void

const INTERACTIONS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Classes for the viewport: until Embla runs the track scrolls natively (a swipe works from the
 * first paint, snapping slide by slide); once it runs, Embla moves it and the viewport clips.
 * The container takes `TRACK_CLASS` so a vertical swipe still scrolls the page once Embla drags.
 */
export const VIEWPORT_CLASS =
  'group/viewport overflow-x-auto overscroll-x-contain snap-x snap-mandatory [scrollbar-width:none] [&::-webkit-scrollbar]:hidden data-[carousel=live]:snap-none data-[carousel=live]:overflow-hidden'
export const TRACK_CLASS = 'flex group-data-[carousel=live]/viewport:touch-pan-y'

/**
 * A carousel on server-rendered markup, with embla-carousel-react fetched only when the track
 * comes within a screen of the viewport or someone reaches for it (embla-engine.client.tsx is the
 * chunk that holds it). Until then the track is a native scroller; a press on a control before
 * Embla runs is played once it does, so no press is lost or played twice.
 *
 * Render `engine` anywhere inside the carousel, put `viewportRef` and `VIEWPORT_CLASS` on the
 * viewport and `TRACK_CLASS` on its only child. `selected` follows the slide in view in both modes.
 * `autoplay` must keep its identity between renders (a module constant, or null).
 *
 * The slides run in the page's direction: from the right in Arabic, where 'next' moves the track
 * to the right (Embla's `direction`, which the document's own direction must match). Controls
 * drawn with arrows should mirror them in Arabic (`rtl:-scale-x-100`).
 */
export function useCarousel(
  options: EmblaOptionsType,
  autoplay: AutoplayOptionsType | null = null,
) {
  const direction = localeInfo[useLocale()].dir
  const directedOptions = useMemo(() => ({ ...options, direction }), [options, direction])
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [Engine, setEngine] = useState<ComponentType<EmblaEngineProps> | null>(
    () => emblaEngine.current?.EmblaEngine ?? null,
  )
  const [carousel, setCarousel] = useState<EmblaCarouselType | undefined>()
  const [selected, setSelected] = useState(0)
  // The running carousel, for `run`: the state above reaches the controls only on the next
  // render, and a press in between would otherwise be queued after the queue was played.
  const live = useRef<EmblaCarouselType | null>(null)
  const pending = useRef<Action[]>([])

  const load = useCallback(() => {
    // Once: the module is shared by every carousel; a dropped download is tried again on the
    // next approach or press.
    emblaEngine.load().then(
      (module) => setEngine(() => module.EmblaEngine),
      () => {},
    )
  }, [])

  // Fetch Embla when the track nears the viewport or the visitor reaches for it.
  useEffect(() => {
    if (!viewport || Engine) return
    const root = viewport.parentElement ?? viewport
    const stopWatching = whenNear(viewport, load)
    for (const type of INTERACTIONS) root.addEventListener(type, load, { passive: true })
    return () => {
      stopWatching()
      for (const type of INTERACTIONS) root.removeEventListener(type, load)
    }
  }, [viewport, Engine, load])

  // Swiped natively before Embla runs: the dots follow the slide that snapped into view.
  useEffect(() => {
    if (!viewport || carousel) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (!live.current) setSelected(slideInView(viewport))
      })
    }
    viewport.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      viewport.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [viewport, carousel])

  useEffect(() => {
    if (!carousel) return
    const onSelect = () => setSelected(carousel.selectedScrollSnap())
    // Presses made before Embla ran were played as it started, before this listener existed.
    onSelect()
    carousel.on('select', onSelect).on('reInit', onSelect)
    return () => {
      carousel.off('select', onSelect).off('reInit', onSelect)
    }
  }, [carousel])

  const onCarousel = useCallback((next: EmblaCarouselType | undefined) => {
    if (!next) {
      live.current?.rootNode().removeAttribute('data-carousel')
      live.current = null
      setCarousel(undefined)
      return
    }
    // Hand over from the native scroller in one step: Embla takes the slide the visitor left in
    // view, and the viewport stops scrolling natively (snap off first, so nothing re-snaps).
    const viewportNode = next.rootNode()
    // Scrolled away from its start: to the left in Arabic, where scrollLeft counts down from 0.
    const index = viewportNode.scrollLeft !== 0 ? slideInView(viewportNode) : 0
    viewportNode.dataset.carousel = 'live'
    viewportNode.scrollLeft = 0
    if (index > 0) next.scrollTo(index, true)
    live.current = next
    setCarousel(next)
    for (const action of pending.current.splice(0)) action(next)
  }, [])

  /** Runs a control's action now, or once, as soon as Embla runs. */
  const run = useCallback(
    (action: Action) => {
      if (live.current) action(live.current)
      else {
        pending.current.push(action)
        load()
      }
    },
    [load],
  )

  const engine: ReactNode =
    Engine && viewport ? (
      <Engine
        viewport={viewport}
        options={directedOptions}
        autoplay={autoplay}
        onCarousel={onCarousel}
      />
    ) : null

  return { viewportRef: setViewport, carousel, run, selected, engine }
}

/**
 * The slide whose starting edge (the left, or the right in Arabic) is nearest the viewport's: the
 * one a snap brought into view.
 */
function slideInView(viewport: HTMLElement): number {
  const slides = viewport.firstElementChild?.children
  if (!slides) return 0
  const edge = getComputedStyle(viewport).direction === 'rtl' ? 'right' : 'left'
  const start = viewport.getBoundingClientRect()[edge]
  let nearest = 0
  let distance = Infinity
  for (let index = 0; index < slides.length; index++) {
    const gap = Math.abs(slides[index]!.getBoundingClientRect()[edge] - start)
    if (gap < distance) {
      nearest = index
      distance = gap
    }
  }
  return nearest
}
