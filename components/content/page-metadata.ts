import type { Metadata } from 'next'
import { env } from '@/lib/env'

/**
 * One page's title, description, canonical URL and share tags. Next merges metadata shallowly,
 * so a page that sets `openGraph` replaces the layout's whole object: everything a share card
 * needs is filled in here, once, rather than half-inherited.
 */
export function pageMetadata({
  title,
  description,
  path,
  image = '/images/hero.jpg',
  imageAlt,
  type = 'website',
  publishedTime,
  modifiedTime,
  noIndex = false,
}: {
  title: string
  description: string
  path: string
  /** A site path, or a generated card's full entry (size and type included). */
  image?: string | { url: string; width: number; height: number; type: string; alt: string }
  imageAlt?: string
  type?: 'website' | 'article'
  publishedTime?: string
  modifiedTime?: string
  noIndex?: boolean
}): Metadata {
  const fullTitle = `${title} | ${env.SITE_NAME}`
  const images = [typeof image === 'string' ? { url: image, alt: imageAlt ?? title } : image]
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: env.SITE_NAME,
      locale: 'en_AE',
      images,
      ...(type === 'article' ? { type: 'article', publishedTime, modifiedTime } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  }
}
