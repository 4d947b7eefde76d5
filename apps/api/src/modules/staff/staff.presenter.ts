import type { StaffCourse, StaffMember, StaffPendingInvite } from '@cp/contract';
import type { InviteRow, StaffUserRow } from './staff.repository.js';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function presentMember(user: StaffUserRow, courses: StaffCourse[]): StaffMember {
  return {
    id: user.id,
    name: user.name,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    courses,
  };
}

/** `courseTitles`: the school's courses by id; ids no longer of the school are left out. */
export function presentInvite(invite: InviteRow, courseTitles: Map<number, string>): StaffPendingInvite {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    courses: invite.courseIds.flatMap((id) => {
      const title = courseTitles.get(id);
      return title === undefined ? [] : [{ id, title }];
    }),
    created_at: seconds(invite.createdAt),
    expires_at: seconds(invite.expiresAt),
  };
}
