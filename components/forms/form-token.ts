'use client'

import { useCallback, useMemo, useRef } from 'react'

/**
 * The signed token that tells the server a person had the form in front of them for a few
 * seconds. It is fetched when the visitor first points at or focuses the form, not on every
 * page view: pages stay one request lighter, and the age the server checks starts when
 * someone actually begins.
 *
 * The server silently drops a token that is too young, expired, replayed or forged, so this
 * hook only hands out one that is safely old enough and not near expiry; with none, the form
 * posts without a token (allowed, under a tighter rate limit) rather than risk a real
 * visitor's message. Ages use the wall clock: performance.now() can stand still while a phone
 * sleeps, and a tab reopened hours later must not send an expired token.
 */

const MIN_AGE_MS = 3_500 // server refuses under 3 s; the network only adds to the age it sees
const EXPIRY_MARGIN_MS = 10 * 60_000

interface Held {
  token: string
  receivedAt: number
  ttlMs: number
}

async function fetchToken(): Promise<Held | null> {
  try {
    const res = await fetch('/api/v1/form-token', { cache: 'no-store' })
    if (!res.ok) return null
    const body = (await res.json()) as { data?: { token?: string; expiresIn?: number } }
    if (!body.data?.token || !body.data.expiresIn) return null
    return {
      token: body.data.token,
      receivedAt: Date.now(),
      ttlMs: body.data.expiresIn * 1000,
    }
  } catch {
    return null
  }
}

export function useFormToken() {
  const held = useRef<Held[]>([])
  const loading = useRef(false)

  const renew = useCallback(async () => {
    if (loading.current) return
    loading.current = true
    const next = await fetchToken()
    loading.current = false
    // Keep the previous token until the new one is old enough to be accepted.
    if (next) held.current = [...held.current.slice(-1), next]
  }, [])

  /** First interaction: fetch one if none is held yet. */
  const prime = useCallback(() => {
    if (held.current.length === 0) void renew()
  }, [renew])

  /** A usable token, or null. Renews in the background when the best one is half-way to expiry. */
  const take = useCallback((): string | null => {
    const now = Date.now()
    const usable = held.current.filter(
      (h) => now - h.receivedAt >= MIN_AGE_MS && now - h.receivedAt < h.ttlMs - EXPIRY_MARGIN_MS,
    )
    const best = usable.at(-1)
    if (!best || now - best.receivedAt > best.ttlMs / 2) void renew()
    return best?.token ?? null
  }, [renew])

  /** After a stored submission the token is spent: drop it and fetch a fresh one. */
  const spend = useCallback(
    (token: string | null) => {
      if (token) held.current = held.current.filter((h) => h.token !== token)
      void renew()
    },
    [renew],
  )

  return useMemo(() => ({ take, spend, prime }), [take, spend, prime])
}
