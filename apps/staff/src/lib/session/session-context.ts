import { createContext, useContext } from 'react';
import type { StaffIdentity } from './staff-identity';

/** Why the sign-in screen shows a notice: a learner tried the desk, or the session ended. */
export type SignedOutNotice = 'not-staff' | 'session-ended' | null;

export type SessionState =
  | { status: 'checking' }
  | { status: 'signed-out'; notice: SignedOutNotice }
  | { status: 'signed-in'; me: StaffIdentity; token: string };

export interface Session {
  state: SessionState;
  /** Keeps the token and asks whether it is staff; a learner's session is ended and refused. */
  adoptToken: (token: string) => Promise<'signed-in' | 'not-staff' | 'failed'>;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in staff member; only under the signed-in layout. */
export function useStaffMe(): StaffIdentity {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useStaffMe while not signed in');
  return state.me;
}
