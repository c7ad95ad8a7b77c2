import { useTranslations } from 'next-intl'
import type { SVGProps } from 'react'
import { PhoneIcon, WhatsAppIcon } from '@/components/property/icons'
import { LineIcon } from '@/components/ui/line-icon'
import { cn } from '@/lib/cn'
import { phoneHref } from '@/lib/format'

export const MailIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M4 6.5h16v11H4v-11ZM4.5 7l7.5 6 7.5-6" />
  </LineIcon>
)

const button =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sand-500'

/**
 * WhatsApp, call and e-mail for one person: the three ways a Dubai buyer reaches a broker.
 * Each link names who it reaches (for screen readers and the tests alike); a missing channel is
 * left out rather than shown dead.
 */
export function ContactActions({
  name,
  phone,
  whatsappHref,
  mailtoHref,
  whatsappLabel,
  className,
}: {
  name: string
  /** What the WhatsApp link says it does, when more than whom it reaches (e.g. about a listing). */
  whatsappLabel?: string
  phone: string
  whatsappHref: string | null
  mailtoHref: string | null
  className?: string
}) {
  const t = useTranslations('Broker')
  return (
    <div className={cn('grid grid-cols-2 gap-3', className)} data-testid="contact-actions">
      {whatsappHref && (
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={whatsappLabel ?? t('whatsappName', { name })}
          data-testid="contact-whatsapp"
          className={cn(button, 'bg-[#1f7a4d] text-white hover:bg-[#18633e]')}
        >
          <WhatsAppIcon className="size-4" />
          {t('whatsapp')}
        </a>
      )}
      {phone && (
        <a
          href={phoneHref(phone)}
          aria-label={t('callName', { name })}
          data-testid="contact-call"
          className={cn(button, 'bg-ink text-ivory hover:bg-ink-700')}
        >
          <PhoneIcon className="size-4" />
          {t('call')}
        </a>
      )}
      {mailtoHref && (
        <a
          href={mailtoHref}
          aria-label={t('emailName', { name })}
          data-testid="contact-email"
          className={cn(
            button,
            'border-ink/15 text-ink hover:border-ink col-span-2 border bg-white',
          )}
        >
          <MailIcon className="size-4" />
          {t('email')}
        </a>
      )}
    </div>
  )
}

/** A mailto: address with its subject line filled in. */
export function mailtoHref(email: string, subject: string): string | null {
  if (!email) return null
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`
}
