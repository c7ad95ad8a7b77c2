'use client'

import { useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

/** "Compliance" in the admin's side navigation, under the collections. */
export function ComplianceNavLink() {
  const { config } = useConfig()
  const href = `${config.routes.admin}/compliance`
  const active = usePathname() === href
  return (
    <Link
      href={href}
      className="nav__link"
      aria-current={active ? 'page' : undefined}
      style={{ marginTop: '1rem', fontWeight: active ? 600 : undefined }}
    >
      <span className="nav__link-label">Compliance</span>
    </Link>
  )
}
