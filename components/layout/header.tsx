import { Link } from '@/lib/i18n/navigation'
import { Container } from '@/components/ui/container'
import { env } from '@/lib/env'
import { phoneHref } from '@/lib/format'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { DesktopNav } from './desktop-nav.client'
import { DisplaySwitch } from './display-switch'
import { LanguageMenu } from './language-menu.client'
import { Logo } from './logo'
import { getTranslations } from 'next-intl/server'
import { MobileMenu } from './mobile-menu.client'
import { contactLink } from './nav-links'
import { readSiteSettings } from './site-settings'

/**
 * The site header: logo, the links (a menu at 1024 px or less), the language and currency
 * menus and the 'Contact Us' button. Phones narrower than 640 px have no room for the
 * language menu beside the logo: the editions are in their side menu.
 */
export async function Header() {
  const [settings, display] = await Promise.all([readSiteSettings(), getDisplayPrefs()])
  const t = await getTranslations('Nav')
  return (
    <header className="border-ink/[0.06] bg-ivory sticky top-0 z-50 border-b">
      <Container className="flex h-[72px] items-center justify-between gap-6 lg:h-[88px] lg:gap-4 xl:gap-6">
        {/* Smaller from 1025 px, where the full row of links and both switches need the room. */}
        <Logo siteName={env.SITE_NAME} inFirstView imageClassName="lg:w-[156px] xl:w-[196px]" />
        <DesktopNav />
        {/* The menu button's room (its 44 px and the gap) is kept from the start, the button set in
            it: a busy phone may paint the header half-read, and the button arriving last must not
            push the currency switch aside. */}
        <div className="relative flex items-center gap-2 max-lg:pe-[3.25rem]">
          {/* Hidden by its wrapper: the menu's own classes set its display. */}
          <div className="hidden sm:contents">
            <LanguageMenu />
          </div>
          <DisplaySwitch display={display} />
          <Link
            href={contactLink.href}
            className="bg-sand-600 hover:bg-sand-700 hidden min-h-11 items-center rounded-full px-6 text-sm font-semibold tracking-wide text-white transition-colors sm:inline-flex lg:max-xl:px-4 xl:px-5 rtl:tracking-normal"
          >
            {t(contactLink.key)}
          </Link>
          <div className="absolute inset-y-0 end-0 flex items-center lg:hidden">
            <MobileMenu
              phone={settings.phone}
              phoneHref={phoneHref(settings.phone)}
              email={settings.email}
            />
          </div>
        </div>
      </Container>
    </header>
  )
}
