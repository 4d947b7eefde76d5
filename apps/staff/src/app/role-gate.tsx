import type { StaffRole } from '@cp/contract';
import type { ReactNode } from 'react';
import { useStaffMe } from '../lib/session/session-context';
import { NotFoundScreen } from './not-found-screen';

/** A screen of another role is "not found" (an expert never learns the team screen's shape). */
export function RoleGate({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const me = useStaffMe();
  return roles.includes(me.role) ? children : <NotFoundScreen />;
}
