'use client'

import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'

type Library = typeof import('./embla')

const INTERACTIONS = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * Embla on a server-rendered track, with the library fetched only when the carousel comes
 * within a screen of the viewport or someone reaches for it. Until then the track shows its
 * first slides as laid out by CSS; a press on an arrow before the library has arrived is
 * played once it has, so no press is lost.
 *
 * Returns a ref for the viewport element, the carousel once it runs, and `run` for the
 * controls. `plugins` is called with the library when the carousel starts, and again when
 * `pluginKey` changes (for instance when reduced motion is switched on).
 */
export function useLazyCarousel(
  options: EmblaOptionsType,
  plugins: (library: Library) => EmblaPluginType[] = () => [],
  pluginKey: unknown = null,
) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [library, setLibrary] = useState<Library | null>(null)
  const [carousel, setCarousel] = useState<EmblaCarouselType | undefined>()
  // The running carousel, for `run`: the state above reaches the controls only on the next
  // render, and a press in between would otherwise be queued after the queue was played.
  const live = useRef<EmblaCarouselType | null>(null)
  const pending = useRef<((carousel: EmblaCarouselType) => void)[]>([])
  const requested = useRef(false)
  const optionsRef = useRef(options)
  const pluginsRef = useRef(plugins)
  const startedKey = useRef<unknown>(undefined)
  const pluginKeyRef = useRef(pluginKey)
  useEffect(() => {
    pluginsRef.current = plugins
  })

  const load = useCallback(() => {
    if (requested.current) return
    requested.current = true
    import('./embla').then(setLibrary, () => {
      // The network dropped the script: the next approach or press tries again.
      requested.current = false
    })
  }, [])

  // Fetch the library when the track nears the viewport or the visitor reaches for it.
  useEffect(() => {
    if (!viewport || library) return
    const root = viewport.parentElement ?? viewport
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(viewport)
    for (const type of INTERACTIONS) root.addEventListener(type, load, { passive: true })
    return () => {
      observer.disconnect()
      for (const type of INTERACTIONS) root.removeEventListener(type, load)
    }
  }, [viewport, library, load])

  useEffect(() => {
    if (!viewport || !library) return
    const instance = library.EmblaCarousel(viewport, optionsRef.current, pluginsRef.current(library))
    startedKey.current = pluginKeyRef.current
    live.current = instance
    setCarousel(instance)
    for (const action of pending.current.splice(0)) action(instance)
    return () => {
      live.current = null
      instance.destroy()
      setCarousel(undefined)
    }
  }, [viewport, library])

  // New plugins after the carousel started: restart with them.
  useEffect(() => {
    pluginKeyRef.current = pluginKey
    if (!carousel || !library || startedKey.current === pluginKey) return
    startedKey.current = pluginKey
    carousel.reInit(optionsRef.current, pluginsRef.current(library))
  }, [carousel, library, pluginKey])

  /** Runs a control's action now, or as soon as the carousel has started. */
  const run = useCallback(
    (action: (carousel: EmblaCarouselType) => void) => {
      if (live.current) action(live.current)
      else {
        pending.current.push(action)
        load()
      }
    },
    [load],
  )

  return [setViewport, carousel, run] as const
}
