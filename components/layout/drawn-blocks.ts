'use client'

import { useEffect } from 'react'

/** The blocks laid out only as they come near (content-visibility: auto, globals.css). */
const NEAR_BLOCKS = '.render-when-near, .render-children-when-near > *'

/**
 * Chrome can keep, for the elements of a skipped block, a style computed before the stylesheet
 * applied; drawing the block later then runs every transition from the browser's defaults
 * (buttons fading in from grey, overlays fading out): a visible flicker. So globals.css keeps
 * transitions off inside a block until this marks it drawn (data-rendered): at once for blocks
 * already drawn when the app starts, and two frames after the first drawing for the others.
 */
export function useMarkDrawnBlocks() {
  useEffect(() => {
    const markLater = (block: HTMLElement) =>
      requestAnimationFrame(() => requestAnimationFrame(() => block.setAttribute('data-rendered', '')))
    // A skipped block is itself visible; its contents are what the browser skips.
    for (const block of document.querySelectorAll<HTMLElement>(NEAR_BLOCKS)) {
      const inside = block.firstElementChild
      if (!inside || inside.checkVisibility({ contentVisibilityAuto: true })) block.setAttribute('data-rendered', '')
    }
    const onStateChange = (event: Event) => {
      const block = event.target
      if (block instanceof HTMLElement && !(event as ContentVisibilityAutoStateChangeEvent).skipped && block.matches(NEAR_BLOCKS))
        markLater(block)
    }
    document.addEventListener('contentvisibilityautostatechange', onStateChange, true)
    return () => document.removeEventListener('contentvisibilityautostatechange', onStateChange, true)
  }, [])
}
