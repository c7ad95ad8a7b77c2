'use client'

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { whenIdle } from '@/components/layout/when-idle'
import type { ComplaintFormProps } from './complaint-form.client'
import type { EnquiryFormProps } from './enquiry-form.client'
import { formInUse, takeSnapshot, type FormSnapshot } from './form-snapshot'

/*
 * The forms' validation, submission and toasts (react-hook-form, zod, sonner) are most of a
 * page's script, and most visitors never type into a form. So the server renders each form's
 * markup, and its script is fetched only when the form comes within a screen of the viewport,
 * when someone points at, touches or focuses it, or — where the form is the page's purpose —
 * once the page is idle. The interactive form then takes the markup's place, starting from
 * whatever was typed into it meanwhile.
 */

type LiveForm = ComponentType<Record<string, unknown> & { snapshot?: FormSnapshot }>

const loaders = {
  enquiry: () => import('./enquiry-form.client').then((m) => m.EnquiryForm as LiveForm),
  complaint: () => import('./complaint-form.client').then((m) => m.ComplaintForm as LiveForm),
}

interface IslandProps {
  enquiry: EnquiryFormProps
  complaint: ComplaintFormProps
}

const INTERACTIONS = ['focusin', 'pointerover', 'touchstart', 'keydown'] as const

export function FormIsland<K extends keyof typeof loaders>({
  kind,
  props,
  loadWhenIdle = false,
  children,
}: {
  kind: K
  props: IslandProps[K]
  /** Also fetch the script once the page is idle (pages whose purpose is the form). */
  loadWhenIdle?: boolean
  /** The form's server-rendered markup. */
  children: ReactNode
}) {
  const hostRef = useRef<HTMLDivElement>(null)
  const [live, setLive] = useState<{ Form: LiveForm; snapshot: FormSnapshot } | null>(null)

  useEffect(() => {
    const host = hostRef.current
    const staticForm = host?.querySelector('form')
    if (!host || !staticForm) return
    const left = new Set<string>()
    let submitPressed = false
    let started = false
    let cancelled = false
    let cancelIdle = () => {}
    const onLeave = (event: FocusEvent) => {
      const name = (event.target as HTMLInputElement | null)?.name
      if (name) left.add(name)
    }
    // The markup's Submit cannot send anything; pressed early, it is pressed again once live.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('[data-static-submit]')) {
        submitPressed = true
        start()
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start()
      },
      { rootMargin: '100% 0px' },
    )
    const listen = () => {
      for (const type of INTERACTIONS) host.addEventListener(type, start, { passive: true })
    }
    const stopWatching = () => {
      observer.disconnect()
      for (const type of INTERACTIONS) host.removeEventListener(type, start)
      cancelIdle()
    }
    const start = () => {
      if (started) return
      started = true
      stopWatching()
      loaders[kind]().then(
        (Form) => {
          if (cancelled) return
          // Read what was typed and swap in the same task: nothing can be typed in between.
          flushSync(() => setLive({ Form, snapshot: takeSnapshot(staticForm, left, submitPressed) }))
          host.removeEventListener('focusout', onLeave)
          host.removeEventListener('click', onClick)
        },
        () => {
          // The network dropped the script: the next touch of the form tries again.
          started = false
          if (!cancelled) listen()
        },
      )
    }
    host.addEventListener('focusout', onLeave)
    host.addEventListener('click', onClick)
    listen()
    observer.observe(staticForm)
    if (loadWhenIdle) cancelIdle = whenIdle(start)
    // Typed into before this script ran (a slow phone): needed at once.
    if (formInUse(staticForm)) start()
    return () => {
      cancelled = true
      stopWatching()
      host.removeEventListener('focusout', onLeave)
      host.removeEventListener('click', onClick)
    }
  }, [kind, loadWhenIdle])

  return (
    <div ref={hostRef} className="contents">
      {live ? <live.Form {...(props as Record<string, unknown>)} snapshot={live.snapshot} /> : children}
    </div>
  )
}
