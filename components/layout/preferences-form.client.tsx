'use client'

import { useRouter } from 'next/navigation'
import { useTransition, type ReactNode } from 'react'
import { useHydrated } from '@/components/filters/use-hydrated'

/**
 * The switch's form. Without JavaScript (or before hydration) it is a plain POST that the API
 * answers by sending the visitor back; live, a choice is saved at once and the page re-rendered
 * on the server with it, so the cards already on screen change too.
 */
export function PreferencesForm({ panelId, children }: { panelId: string; children: ReactNode }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [pending, startTransition] = useTransition()

  async function save(form: HTMLFormElement) {
    const body = new URLSearchParams()
    for (const [name, value] of new FormData(form)) body.set(name, String(value))
    const response = await fetch(form.action, {
      method: 'POST',
      body: JSON.stringify(Object.fromEntries(body)),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    })
    // A refused choice (it cannot happen from these radios) leaves the page as it is.
    if (!response.ok) return
    startTransition(() => router.refresh())
    document.getElementById(panelId)?.hidePopover()
  }

  return (
    <form
      method="post"
      action="/api/v1/preferences"
      data-hydrated={hydrated || undefined}
      aria-busy={pending || undefined}
      onChange={(event) => void save(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault()
        void save(event.currentTarget)
      }}
      className="[&[data-hydrated]_[data-apply]]:hidden"
    >
      {children}
    </form>
  )
}
