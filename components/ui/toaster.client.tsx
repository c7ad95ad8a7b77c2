'use client'

import { useEffect } from 'react'
import { Toaster as SonnerToaster } from 'sonner'
import { announceToasterMounted } from './toaster-ready'

/** SPEC: toasts top-right, auto-closing after 1000 ms. */
export function Toaster() {
  useEffect(announceToasterMounted, [])
  return <SonnerToaster position="top-right" duration={1000} />
}
