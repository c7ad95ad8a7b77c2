import type Lenis from 'lenis'

/**
 * Gives Lenis animation frames only while it moves. Its own loop (autoRaf) asks for a frame 60
 * times a second for as long as the page is open: in Chromium an idle listing page kept 7–9 % of
 * a core busy that way, against under 1 % without it, a phone's battery spent on a page at rest.
 * Lenis moves after a wheel or touch gesture (its 'virtual-scroll' event) or a scrollTo, which
 * calls `wake`; the frames stop once the scroll has come to rest.
 */
export function framesWhileMoving(lenis: Lenis): { wake: () => void; stop: () => void } {
  let frame = 0
  let framesAtRest = 0
  const tick = (time: number) => {
    lenis.raf(time)
    framesAtRest = lenis.isScrolling === 'smooth' ? 0 : framesAtRest + 1
    // A couple of frames at rest before stopping: a gesture's next event may be on its way.
    frame = framesAtRest < 3 ? requestAnimationFrame(tick) : 0
  }
  const wake = () => {
    framesAtRest = 0
    if (frame) return
    // A gesture after a rest starts from where the page is. Lenis can miss a scroll it did not
    // make: going Back, the browser restores the old position in the frame Lenis ignores the
    // native scroll after its own jump to the top (smooth-scroll.client.tsx), and the first wheel
    // turn then threw the page back to the top.
    lenis.resize()
    // The time at rest is no time the scroll moved in: Lenis counts its first frame from itself.
    lenis.time = 0
    frame = requestAnimationFrame(tick)
  }
  const unsubscribe = lenis.on('virtual-scroll', wake)
  return {
    wake,
    stop: () => {
      unsubscribe()
      cancelAnimationFrame(frame)
      frame = 0
    },
  }
}
