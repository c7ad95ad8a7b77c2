/**
 * Resolves once sonner's <Toaster> is mounted (components/ui/toaster.client.tsx). The renderer is
 * fetched apart from the page, and a toast raised before it listens would never show, so callers
 * wait for this before raising one.
 */
let markMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve))

export function announceToasterMounted() {
  markMounted()
}

/** sonner's toast(), once there is a Toaster to show it. */
export async function toastWhenShown() {
  const [{ toast }] = await Promise.all([import('sonner'), toasterMounted])
  return toast
}
