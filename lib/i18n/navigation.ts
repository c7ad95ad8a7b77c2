import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'

/**
 * next-intl's navigation for the site's editions (routing.ts): `Link` gives a site path the
 * edition's prefix ('/property' is '/ar/property' on an Arabic page, English stays unprefixed)
 * and leaves other origins, '#…', 'mailto:' and 'tel:' alone; `getPathname({ href, locale })` is
 * the same address as a string, for metadata, JSON-LD, the sitemap, e-mails and redirects;
 * `usePathname` reads the page's path without its edition's prefix. Both prefix any path they
 * are given, so they are for the site's pages only: the APIs, the admin and files
 * ('/api/v1/…', '/cms-api/…', '/images/…') take a plain <a> or next/link.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing)
