import { getTranslations } from 'next-intl/server'
import QRCode from 'qrcode'
import { DEFAULT_MARKET_SETTINGS, permitValidationHref } from '@/lib/buyer-tools/market-settings'
import { formatLongDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'

/**
 * One SVG per validation address. The addresses are bounded by the listings (and the template
 * staff set), so the cap only guards against a template edited many times in one process.
 */
const svgByUrl = new Map<string, string>()
const MAX_CACHED = 5_000

async function qrSvg(url: string): Promise<string> {
  const cached = svgByUrl.get(url)
  if (cached) return cached
  const svg = await QRCode.toString(url, {
    type: 'svg',
    margin: 0,
    errorCorrectionLevel: 'M',
    // Ink modules on a transparent ground: the link's white padding is the quiet zone.
    color: { dark: '#0f1b2d', light: '#0000' },
  })
  if (svgByUrl.size >= MAX_CACHED) svgByUrl.delete(svgByUrl.keys().next().value!)
  svgByUrl.set(url, svg)
  return svg
}

/** The address to encode; a template that does not make a web address falls back to the DLD's. */
function validationHref(urlTemplate: string, permit: string): string {
  const href = permitValidationHref(urlTemplate, permit)
  try {
    const { protocol } = new URL(href)
    if (protocol === 'https:' || protocol === 'http:') return href
  } catch {
    // Not a URL at all: the default below.
  }
  return permitValidationHref(DEFAULT_MARKET_SETTINGS.permitValidationUrl, permit)
}

/**
 * The listing's Trakheesi permit as a QR code that opens the Dubai Land Department's check of
 * that permit, so a buyer can confirm the advert is licensed. Drawn on the server: no script.
 * Beside it, the day the firm's staff last checked the permit themselves: our own check, never
 * worded as a portal's or the DLD's verification.
 */
export async function PermitQr({
  permit,
  urlTemplate,
  checkedAt,
  locale,
}: {
  permit: string
  urlTemplate: string
  /** When staff last checked the permit (ISO), if they have. */
  checkedAt?: string | null
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Property' })
  const checkedOn = checkedAt ? formatLongDate(checkedAt, locale) : null
  const href = validationHref(urlTemplate, permit)
  const svg = await qrSvg(href)
  return (
    <div
      className="mt-5 flex items-center gap-4 border-t border-stone-200 pt-5"
      data-testid="permit-qr"
    >
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('checkPermit', { permit })}
        className="ring-ink/10 hover:ring-sand-500 focus-visible:outline-sand-500 block shrink-0 rounded-lg bg-white p-3 ring-1 transition-shadow focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {/* The markup is the qrcode library's own SVG of our validation address, never user HTML. */}
        <span
          aria-hidden="true"
          className="block size-28 [&>svg]:block [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      </a>
      <div className="min-w-0">
        <p className="text-ink text-sm leading-snug font-medium">{t('scanToVerify')}</p>
        <p className="mt-1 text-xs text-stone-600">
          {t('permit')}{' '}
          <span dir="ltr" className="text-ink font-semibold tabular-nums">
            {permit}
          </span>
        </p>
        {checkedOn && (
          <p
            className="mt-2 flex items-center gap-1.5 text-xs text-stone-600"
            data-testid="permit-checked"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="size-3.5 shrink-0 text-[#1f7a4d]"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('permitChecked', { date: checkedOn })}
          </p>
        )}
      </div>
    </div>
  )
}
