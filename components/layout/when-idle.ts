/**
 * Runs `task` once the browser has nothing more urgent to do after the page loaded (at most
 * `timeout` ms later), so code that is not needed for the first view never competes with it.
 * Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let idleHandle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(task, { timeout })
    else timer = setTimeout(task, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle)
    if (timer !== undefined) clearTimeout(timer)
  }
}
