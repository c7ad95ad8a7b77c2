import Image from 'next/image'
import { useLocale, useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import type { TeamMember } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { defaultLocale } from '@/lib/i18n/locales'

/**
 * A portrait, a name and a role: the team grid and the careers slider share it. The slider is a
 * client component: the careers page gives it the Team texts (IslandTexts). A broker's card (one
 * with a BRN) shows the BRN and its name opens their page, the link stretched over the card. Only
 * the team page (a server component) gives those, so the Broker texts are read by the two parts
 * that show them, and the slider, which shows neither, needs no Broker namespace.
 */
export function TeamCard({
  member,
  brn,
  href,
  className,
}: {
  member: TeamMember
  /** The broker's RERA registration, when they are one. */
  brn?: string | null
  /** The broker's page, when they have one. */
  href?: string | null
  className?: string
}) {
  const t = useTranslations('Team')
  const name = `${member.firstName} ${member.lastName}`
  // The media library describes a portrait in English (name and role): another edition names
  // the person, whose name is the same in every edition.
  const locale = useLocale()
  const alt = locale === defaultLocale ? member.profile.alt || t('portraitAlt', { name }) : name
  return (
    <figure data-testid="team-card" className={cn('group relative', className)}>
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-stone-200">
        <Image
          src={member.profile.s3Url}
          alt={alt}
          fill
          sizes="(max-width: 600px) 100vw, (max-width: 767px) 50vw, (max-width: 1024px) 33vw, 300px"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <figcaption className="mt-5">
        <p className="font-display text-ink text-2xl leading-tight font-medium">
          {href ? <BrokerLink href={href} name={name} /> : name}
        </p>
        <p className="text-sand-700 mt-1 text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal">
          {member.designation}
        </p>
        {brn && <BrnLine brn={brn} />}
      </figcaption>
    </figure>
  )
}

/** The broker's name as the link to their page, stretched over the card. */
function BrokerLink({ href, name }: { href: string; name: string }) {
  const t = useTranslations('Broker')
  return (
    <Link
      href={href}
      aria-label={t('viewBroker', { name })}
      className="group-hover:text-sand-700 transition-colors after:absolute after:inset-0 after:content-['']"
    >
      {name}
    </Link>
  )
}

/** 'BRN 12345': the broker's RERA registration. */
function BrnLine({ brn }: { brn: string }) {
  const t = useTranslations('Broker')
  return (
    <p className="mt-2 text-xs text-stone-600" data-testid="team-card-brn">
      {t('brn')}{' '}
      <span dir="ltr" className="text-ink font-semibold tabular-nums">
        {brn}
      </span>
    </p>
  )
}
