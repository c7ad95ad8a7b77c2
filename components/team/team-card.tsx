import Image from 'next/image'
import type { TeamMember } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/i18n/locales'
import { teamMessages } from './messages'

/**
 * A portrait, a name and a role: the team grid and the careers slider share it. The slider is a
 * client component, so the edition is a prop rather than read from the request.
 */
export function TeamCard({
  member,
  locale,
  className,
}: {
  member: TeamMember
  locale: Locale
  className?: string
}) {
  const name = `${member.firstName} ${member.lastName}`
  return (
    <figure data-testid="team-card" className={cn('group', className)}>
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-stone-200">
        <Image
          src={member.profile.s3Url}
          alt={member.profile.alt || teamMessages[locale].portraitAlt(name)}
          fill
          sizes="(max-width: 600px) 100vw, (max-width: 767px) 50vw, (max-width: 1024px) 33vw, 300px"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <figcaption className="mt-5">
        <p className="font-display text-ink text-2xl leading-tight font-medium">{name}</p>
        <p className="text-sand-700 mt-1 text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal">
          {member.designation}
        </p>
      </figcaption>
    </figure>
  )
}
