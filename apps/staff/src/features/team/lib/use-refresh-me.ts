import { useCallback } from 'react';
import { useSession } from '../../../lib/session/session-context';

/** After an administrator changed their own role or courses: the desk reads `GET /staff/me` again. */
export function useRefreshMe() {
  const { state, adoptToken } = useSession();
  return useCallback(async () => {
    if (state.status === 'signed-in') await adoptToken(state.token);
  }, [state, adoptToken]);
}
