'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import Autoplay, { type AutoplayOptionsType } from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useMemo } from 'react'

export interface EmblaEngineProps {
  /** The viewport already on the page; its only child is the track. */
  viewport: HTMLElement
  options: EmblaOptionsType
  autoplay: AutoplayOptionsType | null
  onCarousel: (carousel: EmblaCarouselType | undefined) => void
}

/**
 * Embla on markup the page already shows, loaded on its own by use-carousel.tsx so the library
 * stays out of the page's first load. Renders nothing: it attaches to `viewport` and hands the
 * running carousel up, and again `undefined` when it stops.
 */
export function EmblaEngine({ viewport, options, autoplay, onCarousel }: EmblaEngineProps) {
  // New plugins (autoplay switched off for reduced motion, say) restart the carousel with them.
  const plugins = useMemo(() => (autoplay ? [Autoplay(autoplay)] : []), [autoplay])
  const [attach, carousel] = useEmblaCarousel(options, plugins)

  useEffect(() => {
    attach(viewport)
  }, [attach, viewport])

  useEffect(() => {
    if (!carousel) return
    onCarousel(carousel)
    return () => onCarousel(undefined)
  }, [carousel, onCarousel])

  return null
}
