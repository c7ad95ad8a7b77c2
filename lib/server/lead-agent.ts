import type { Team } from '@/lib/cms/payload-types'

/** The broker a lead is assigned to, with what their copy of the notice needs. */
export interface AssignedAgent {
  id: number
  name: string
  /** Null when the team member has no e-mail: the notice then goes to the firm alone. */
  email: string | null
}

/** A populated team relationship as the broker it names, or null when there is none. */
export function assignedAgentOf(member: number | Team | null | undefined): AssignedAgent | null {
  if (!member || typeof member !== 'object') return null
  return {
    id: member.id,
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email?.trim() || null,
  }
}
