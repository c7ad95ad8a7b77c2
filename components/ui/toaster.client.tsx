'use client'

import { useEffect } from 'react'
import { Toaster as SonnerToaster } from 'sonner'
import { useLocale } from 'next-intl'
import { localeInfo } from '@/lib/i18n/locales'
import { announceToasterMounted } from './toaster-ready'

/**
 * docs/requirements.md §9: toasts top-right (top-left, its mirror, in Arabic), auto-closing after
 * 1000 ms.
 */
export function Toaster() {
  const dir = localeInfo[useLocale()].dir
  useEffect(announceToasterMounted, [])
  return (
    <SonnerToaster position={dir === 'rtl' ? 'top-left' : 'top-right'} dir={dir} duration={1000} />
  )
}
