import Link from 'next/link'
import { Container } from '@/components/ui/container'
import { env } from '@/lib/env'
import { phoneHref } from '@/lib/format'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { DesktopNav } from './desktop-nav.client'
import { DisplaySwitch } from './display-switch'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu.client'
import { contactLink } from './nav-links'
import { readSiteSettings } from './site-settings'

/** The site header: logo, the links (a menu at 1024 px or less) and the 'Contact Us' button. */
export async function Header() {
  const [settings, display] = await Promise.all([readSiteSettings(), getDisplayPrefs()])
  return (
    <header className="sticky top-0 z-50 border-b border-ink/[0.06] bg-ivory">
      <Container className="flex h-[72px] items-center justify-between gap-6 lg:h-[88px] lg:gap-4 xl:gap-6">
        {/* A little smaller from 1025 to 1279 px, where the full row of links needs the room. */}
        <Logo siteName={env.SITE_NAME} inFirstView imageClassName="lg:w-[176px] xl:w-[220px]" />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <DisplaySwitch display={display} />
          <Link
            href={contactLink.href}
            className="hidden min-h-11 items-center rounded-full bg-sand-600 px-6 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-sand-700 sm:inline-flex"
          >
            {contactLink.label}
          </Link>
          <MobileMenu phone={settings.phone} phoneHref={phoneHref(settings.phone)} email={settings.email} />
        </div>
      </Container>
    </header>
  )
}
