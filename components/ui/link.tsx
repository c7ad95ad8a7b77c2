'use client'

import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { useLocale } from '@/components/i18n/locale-context.client'
import { localizePath } from '@/lib/i18n/paths'

/**
 * next/link that keeps the visitor in their edition: a site path ('/property/12') is given the
 * page's language prefix ('/ar/property/12'); other targets pass through untouched.
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLocale()
  const target = typeof href === 'string' ? localizePath(locale, href) : href.pathname ? { ...href, pathname: localizePath(locale, href.pathname) } : href
  return <NextLink href={target} {...props} />
}
