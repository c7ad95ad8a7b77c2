'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'

type State = 'idle' | 'copied' | 'failed'

/**
 * Copies the comparison's address. The address itself is always on the page as a plain link, so
 * without scripts (where this button is not shown) it can still be copied by hand. The button
 * submits a form whose action copies, so a tap before hydration is replayed once the page is live.
 * Its texts are the 'Compare' namespace (the page wraps it in IslandTexts).
 */
export function CopyLink({ url }: { url: string }) {
  const [state, setState] = useState<State>('idle')
  const t = useTranslations('Compare')
  const status: Record<State, string> = {
    idle: '',
    copied: t('linkCopied'),
    failed: t('copyFailed'),
  }

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 4_000)
    return () => clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <form action={copy} className="[@media(scripting:none)]:hidden">
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault()
          void copy()
        }}
        className="border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-ivory inline-flex min-h-11 min-w-[8.5rem] items-center justify-center gap-2 rounded-full border px-5 text-sm font-semibold transition-colors"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="size-4"
        >
          <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
          <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
        </svg>
        {state === 'copied' ? t('copied') : t('copyLink')}
      </button>
      <p role="status" className="text-xs text-stone-600 [&:not(:empty)]:mt-2">
        {status[state]}
      </p>
    </form>
  )
}
