import type {
  MailOutcome,
  StaffCourse,
  StaffInviteCreated,
  StaffMember,
  StaffPendingInvite,
  StaffRole,
} from '@cp/contract';

/** A member of the team as the team screen shows it. */
export interface TeamMember {
  id: number;
  /** "Name Last name", else the e-mail. */
  displayName: string;
  email: string | null;
  role: StaffRole;
  courses: StaffCourse[];
}

/** An invitation not yet accepted. */
export interface PendingInvite {
  id: number;
  email: string;
  role: StaffRole;
  courses: StaffCourse[];
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export function toTeamMember(member: StaffMember): TeamMember {
  const fullName = [member.name, member.last_name].filter(Boolean).join(' ').trim();
  return {
    id: member.id,
    displayName: fullName || member.email || `#${member.id}`,
    email: member.email,
    role: member.role,
    courses: member.courses,
  };
}

export function toPendingInvite(invite: StaffPendingInvite): PendingInvite {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    courses: invite.courses,
    expiresAt: invite.expires_at * 1000,
  };
}

/**
 * A new invitation as the server answers its administrator (issue 28): what became of its mail,
 * and the link to pass on when it was not e-mailed.
 */
export interface SentInvite extends PendingInvite {
  mail: MailOutcome;
  link: string;
}

export function toSentInvite(invite: StaffInviteCreated): SentInvite {
  return { ...toPendingInvite(invite), mail: invite.mail, link: invite.link };
}

/** The school's administrators: the last one may be neither demoted nor removed (decision 053). */
export const adminCount = (members: readonly TeamMember[]) =>
  members.filter((m) => m.role === 'admin').length;
