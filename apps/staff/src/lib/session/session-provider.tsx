import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../api/api-error';
import { onUnauthorized } from '../api/unauthorized';
import { getStaffMe, NotStaffError } from './get-staff-me';
import { type Session, SessionContext, type SessionState } from './session-context';
import { revokeSession } from './sign-in';
import { clearToken, getToken, setToken } from './token-storage';

/**
 * The desk's session: the learners' token and session rules (decision 050), kept under the
 * desk's own storage key, and admitted only when the account is staff (`GET /staff/me`).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() =>
    getToken() ? { status: 'checking' } : { status: 'signed-out', notice: null },
  );

  const adoptToken = useCallback(async (token: string) => {
    setToken(token);
    try {
      const me = await getStaffMe();
      setState({ status: 'signed-in', me, token });
      return 'signed-in' as const;
    } catch (error) {
      const notStaff = error instanceof NotStaffError;
      // A learner's session opened here is ended at once: the desk never holds it.
      if (notStaff) await revokeSession();
      clearToken();
      const expired = error instanceof ApiError && error.status === 401;
      setState({ status: 'signed-out', notice: notStaff ? 'not-staff' : expired ? 'session-ended' : null });
      return notStaff ? ('not-staff' as const) : ('failed' as const);
    }
  }, []);

  const signOut = useCallback(async () => {
    await revokeSession();
    clearToken();
    queryClient.clear();
    setState({ status: 'signed-out', notice: null });
  }, [queryClient]);

  useEffect(() => {
    const token = getToken();
    if (token) void adoptToken(token);
  }, [adoptToken]);

  useEffect(
    () =>
      onUnauthorized(() => {
        clearToken();
        queryClient.clear();
        setState({ status: 'signed-out', notice: 'session-ended' });
      }),
    [queryClient],
  );

  const session = useMemo<Session>(() => ({ state, adoptToken, signOut }), [state, adoptToken, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
