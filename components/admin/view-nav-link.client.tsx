'use client'

import { useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

/** One of the site's own admin views in the side navigation, under the collections. */
export function ViewNavLink({ path, label, first = false }: { path: string; label: string; first?: boolean }) {
  const { config } = useConfig()
  const href = `${config.routes.admin}${path}`
  const active = usePathname() === href
  return (
    <Link
      href={href}
      className="nav__link"
      aria-current={active ? 'page' : undefined}
      style={{ marginTop: first ? '1rem' : undefined, fontWeight: active ? 600 : undefined }}
    >
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
