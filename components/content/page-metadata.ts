import type { Metadata } from 'next'
import { env } from '@/lib/env'
import { defaultLocale, localeInfo, locales, type Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'

/**
 * A page's own address in its edition and the same page in the editions it exists in
 * (hreflang), English being the default for visitors whose language has none (x-default). A
 * stored document not yet translated names only its real editions (lib/i18n/editions.ts).
 */
export function localeAlternates(
  locale: Locale,
  path: string,
  editions: readonly Locale[] = locales,
): NonNullable<Metadata['alternates']> {
  const languages = Object.fromEntries(
    editions.map((edition) => [edition, getPathname({ href: path, locale: edition })]),
  )
  return {
    canonical: getPathname({ href: path, locale }),
    languages: { ...languages, 'x-default': getPathname({ href: path, locale: defaultLocale }) },
  }
}

/** Open Graph's locale of the page and of its other real editions. */
export function openGraphLocale(locale: Locale, editions: readonly Locale[] = locales) {
  return {
    locale: localeInfo[locale].og,
    alternateLocale: editions.filter((other) => other !== locale).map((other) => localeInfo[other].og),
  }
}

/**
 * One page's title, description, canonical URL and share tags. Next merges metadata shallowly,
 * so a page that sets `openGraph` replaces the layout's whole object: everything a share card
 * needs is filled in here, once, rather than half-inherited.
 */
export function pageMetadata({
  locale,
  title,
  description,
  path,
  image = '/images/hero.jpg',
  imageAlt,
  type = 'website',
  publishedTime,
  modifiedTime,
  noIndex = false,
  editions = locales,
}: {
  locale: Locale
  title: string
  description: string
  /** The page's path in English; the edition's prefix is added here. */
  path: string
  /** A site path, or a generated card's full entry (size and type included). */
  image?: string | { url: string; width: number; height: number; type: string; alt: string }
  imageAlt?: string
  type?: 'website' | 'article'
  publishedTime?: string
  modifiedTime?: string
  noIndex?: boolean
  /**
   * The editions a stored document exists in; every edition for the site's own pages. A page
   * in another edition is not indexed.
   */
  editions?: readonly Locale[]
}): Metadata {
  const fullTitle = `${title} | ${env.SITE_NAME}`
  const images = [typeof image === 'string' ? { url: image, alt: imageAlt ?? title } : image]
  return {
    title,
    description,
    alternates: localeAlternates(locale, path, editions),
    openGraph: {
      title: fullTitle,
      description,
      url: getPathname({ href: path, locale }),
      siteName: env.SITE_NAME,
      ...openGraphLocale(locale, editions),
      images,
      ...(type === 'article' ? { type: 'article', publishedTime, modifiedTime } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
    // A document not written in this edition shows its English here: the English page is the one
    // to index.
    ...(noIndex || !editions.includes(locale) ? { robots: { index: false, follow: true } } : {}),
  }
}
