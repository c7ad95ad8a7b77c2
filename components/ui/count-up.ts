import { animate } from 'motion'

const easeOutCubic = (t: number) => 1 - Math.pow(1 - t, 3)

/**
 * Runs `onProgress` from 0 to 1 over `seconds`, easing out, with motion's animate (fetched on its
 * own by counter.client.tsx). Returns a function that stops it.
 */
export function countUp(seconds: number, onProgress: (progress: number) => void): () => void {
  const animation = animate(0, 1, { duration: seconds, ease: easeOutCubic, onUpdate: onProgress })
  return () => animation.stop()
}
