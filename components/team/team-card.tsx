import Image from 'next/image'
import type { TeamMember } from '@/lib/api/types'
import { cn } from '@/lib/cn'

/** A portrait, a name and a role: the team grid and the careers slider share it. */
export function TeamCard({ member, className }: { member: TeamMember; className?: string }) {
  const name = `${member.firstName} ${member.lastName}`
  return (
    <figure data-testid="team-card" className={cn('group', className)}>
      <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-stone-200">
        <Image
          src={member.profile.s3Url}
          alt={member.profile.alt || `Portrait of ${name}`}
          fill
          sizes="(max-width: 600px) 100vw, (max-width: 767px) 50vw, (max-width: 1024px) 33vw, 300px"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <figcaption className="mt-5">
        <p className="font-display text-2xl leading-tight font-medium text-ink">{name}</p>
        <p className="mt-1 text-xs font-semibold tracking-[0.18em] text-sand-700 uppercase">{member.designation}</p>
      </figcaption>
    </figure>
  )
}
