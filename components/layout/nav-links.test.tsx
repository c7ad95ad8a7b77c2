import { NextIntlClientProvider } from 'next-intl'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/lib/i18n/locales'
import { usePathname } from '@/lib/i18n/navigation'
import { isCurrent } from './nav-links'

// The address Next's router reads, which next-intl's usePathname reads in turn.
const routerPath = vi.hoisted(() => ({ value: '/' }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  usePathname: () => routerPath.value,
}))

/** What next-intl's usePathname gives a page of `locale` whose router reads `pathname`. */
function pagePathOf(locale: Locale, pathname: string): string {
  routerPath.value = pathname
  let path = ''
  function Probe() {
    path = usePathname()
    return null
  }
  renderToString(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <Probe />
    </NextIntlClientProvider>,
  )
  return path
}

describe('the page path the menus read (next-intl’s usePathname)', () => {
  it('drops the edition prefix, including the one English pages are rendered under', () => {
    expect(pagePathOf('en', '/team')).toBe('/team')
    expect(pagePathOf('ar', '/ar/team')).toBe('/team')
    expect(pagePathOf('en', '/en/team')).toBe('/team')
    expect(pagePathOf('ar', '/ar')).toBe('/')
    expect(pagePathOf('en', '/en')).toBe('/')
    expect(pagePathOf('en', '/')).toBe('/')
    expect(pagePathOf('zh', '/zh/property/12')).toBe('/property/12')
  })

  it('leaves a path that only starts with the same letters alone', () => {
    expect(pagePathOf('en', '/english-guide')).toBe('/english-guide')
    expect(pagePathOf('ar', '/ar/arabian-ranches')).toBe('/arabian-ranches')
  })
})

describe('isCurrent', () => {
  it('marks a link on its own page and below it, in every edition', () => {
    expect(isCurrent('/property', pagePathOf('en', '/property'))).toBe(true)
    expect(isCurrent('/property', pagePathOf('ar', '/ar/property/12'))).toBe(true)
    expect(isCurrent('/property', pagePathOf('en', '/en/property/12'))).toBe(true)
    expect(isCurrent('/projects', pagePathOf('ar', '/ar/property'))).toBe(false)
  })

  it('marks Home only on the home page', () => {
    expect(isCurrent('/', pagePathOf('en', '/'))).toBe(true)
    expect(isCurrent('/', pagePathOf('ar', '/ar'))).toBe(true)
    expect(isCurrent('/', pagePathOf('en', '/en'))).toBe(true)
    expect(isCurrent('/', pagePathOf('ar', '/ar/about'))).toBe(false)
  })
})
