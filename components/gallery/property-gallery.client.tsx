'use client'

import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useEffect, useRef, useState, type RefObject } from 'react'
import type { ImageRef } from '@/lib/api/types'
import { useHydrated } from '@/components/filters/use-hydrated'
import { cn } from '@/lib/cn'
import { placeholderFor } from '@/components/content/first-view-image'
import { FirstViewPicture } from '@/components/content/first-view-picture'
import { useTranslations } from 'next-intl'

/** docs/requirements.md §9: 8 photos on wide screens, 4 at 767 px or narrower. */
export const WIDE_TILES = 8
export const NARROW_TILES = 4

// The lightbox's code is not in the page's first load. It is fetched once the gallery is on
// screen and the page is idle, or at the latest when a finger touches a photo: fetched on the
// tap itself, it took over a second to open on a slow 4G phone.
// Its stylesheet (under 2 kB compressed) is in the page's own: added to the document when the
// lightbox first opened, it made the browser restyle the whole page inside the tap. On a
// throttled phone, tap to lightbox 3 s after load went from 520 to 450 ms on a listing, and 1 s
// after load from 760 to 470 ms on a project page (docs/performance.md).
const loadLightbox = () => import('./gallery-lightbox.client')
const GalleryLightbox = dynamic(() => loadLightbox().then((m) => m.GalleryLightbox), {
  ssr: false,
})

/**
 * Wide: a 4 × 3 mosaic — the lead photo 2 × 2, the sixth 2 × 1 — so eight tiles fill it exactly.
 * Narrow: the lead photo full width over a row of three.
 */
function tileClasses(index: number, total: number): string {
  const wideOnly = index >= NARROW_TILES && 'hidden md:block'
  if (total < 5) {
    return cn(
      index === 0
        ? 'col-span-3 aspect-[3/2] md:col-span-2 md:row-span-2 md:aspect-auto'
        : 'aspect-square md:aspect-auto',
    )
  }
  return cn(
    index === 0
      ? 'col-span-3 aspect-[3/2] md:col-span-2 md:row-span-2 md:aspect-auto'
      : 'aspect-square md:aspect-auto',
    index === 5 && 'md:col-span-2',
    wideOnly,
  )
}

/**
 * The tiles are submit buttons of a form whose action opens the lightbox: a tap before hydration
 * is queued by React's form replay and opens the photo once the page is live. A live tap opens it
 * directly and cancels the submit, so either way a tap opens it exactly once.
 */
export function PropertyGallery({
  photos,
  name,
  altLang,
}: {
  photos: ImageRef[]
  name: string
  /** 'en' when the photos' descriptions are the English of a document not in the page's edition. */
  altLang?: 'en'
}) {
  const [openAt, setOpenAt] = useState<number | null>(null)
  const openFromForm = (data: FormData) => {
    const index = Number(data.get('photo'))
    if (Number.isInteger(index) && index >= 0 && index < photos.length) setOpenAt(index)
  }
  const tiles = useRef<(HTMLButtonElement | null)[]>([])
  const gallery = useRef<HTMLUListElement>(null)
  usePrefetchWhenSeen(gallery, loadLightbox)
  const hydrated = useHydrated()
  const t = useTranslations('Gallery')
  const total = photos.length
  const shown = photos.slice(0, WIDE_TILES)
  const rows =
    shown.length <= 1
      ? 'md:auto-rows-[440px]'
      : shown.length < 5
        ? 'md:grid-rows-2'
        : 'md:grid-rows-3'

  if (total === 0) return null
  return (
    <form action={openFromForm} data-hydrated={hydrated || undefined}>
      <ul
        ref={gallery}
        onPointerDown={() => void loadLightbox()}
        className={cn(
          'grid grid-cols-3 gap-2 md:h-[520px] md:grid-cols-4 md:gap-3 lg:h-[600px]',
          rows,
        )}
        aria-label={t('photosOf', { name })}
        data-testid="gallery"
      >
        {shown.map((photo, index) => {
          // '+N' on the last visible tile: the 4th on phones, the 8th on wide screens.
          const narrowMore =
            index === NARROW_TILES - 1 && total > NARROW_TILES ? total - NARROW_TILES : 0
          const wideMore = index === WIDE_TILES - 1 && total > WIDE_TILES ? total - WIDE_TILES : 0
          // The first photo is the page's largest paint.
          const Picture = index === 0 ? FirstViewPicture : Image
          return (
            <li
              key={`${photo.s3Url}-${index}`}
              className={cn(
                'relative overflow-hidden rounded-xl md:rounded-2xl',
                tileClasses(index, shown.length),
              )}
            >
              <button
                type="submit"
                name="photo"
                value={index}
                ref={(el) => {
                  tiles.current[index] = el
                }}
                onClick={(event) => {
                  event.preventDefault()
                  setOpenAt(index)
                }}
                data-testid="gallery-tile"
                className="group focus-visible:after:ring-sand-300 absolute inset-0 block size-full cursor-zoom-in focus-visible:outline-none focus-visible:after:absolute focus-visible:after:inset-1 focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:content-['']"
              >
                <span className="sr-only">{t('openPhoto', { index: index + 1, total })}</span>
                <Picture
                  src={photo.s3Url}
                  alt=""
                  fill
                  {...placeholderFor(index === 0, photo.blurDataURL)}
                  sizes={
                    index === 0 ? '(max-width: 767px) 100vw, 50vw' : '(max-width: 767px) 33vw, 25vw'
                  }
                  className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
                />
                {narrowMore > 0 && (
                  <MoreOverlay count={narrowMore} label={t('morePhotos')} className="md:hidden" />
                )}
                {wideMore > 0 && (
                  <MoreOverlay count={wideMore} label={t('morePhotos')} className="hidden md:flex" />
                )}
              </button>
            </li>
          )
        })}
      </ul>
      {openAt !== null && (
        <GalleryLightbox
          photos={photos}
          index={openAt}
          name={name}
          altLang={altLang}
          onClose={() => {
            const opener = tiles.current[openAt]
            setOpenAt(null)
            // Dialog pattern: focus goes back to the tile that opened the lightbox.
            requestAnimationFrame(() => opener?.focus())
          }}
        />
      )}
    </form>
  )
}

function MoreOverlay({
  count,
  label,
  className,
}: {
  count: number
  label: string
  className: string
}) {
  return (
    <span
      data-testid="gallery-more"
      className={cn(
        'bg-ink/55 font-display text-ivory absolute inset-0 flex items-center justify-center text-3xl backdrop-blur-[2px] md:text-4xl',
        className,
      )}
    >
      <span dir="ltr">+{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  )
}

/**
 * Starts `load` once the element is on screen and the main thread is idle, so it is not in the
 * way of the page's first paint or first tap. A repeated import() is free: the module is shared.
 */
function usePrefetchWhenSeen(element: RefObject<Element | null>, load: () => Promise<unknown>) {
  useEffect(() => {
    const target = element.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    let idle: number | undefined
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const start = () => void load().catch(() => {})
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(start, { timeout: 3000 })
          : window.setTimeout(start, 1500)
    })
    observer.observe(target)
    return () => {
      observer.disconnect()
      if (idle === undefined) return
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [element, load])
}
