import type { StaffMe, StaffRole } from '@cp/contract';

/** Who is signed in to the desk, as the screens use it. */
export interface StaffIdentity {
  id: number;
  /** "Name Last name", else the e-mail. */
  displayName: string;
  email: string | null;
  role: StaffRole;
  courses: { id: number; title: string }[];
}

export function toStaffIdentity(me: StaffMe): StaffIdentity {
  const fullName = [me.name, me.last_name].filter(Boolean).join(' ').trim();
  return {
    id: me.id,
    displayName: fullName || me.email || `#${me.id}`,
    email: me.email,
    role: me.role,
    courses: me.courses,
  };
}
