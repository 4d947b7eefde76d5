import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSchoolConfig } from '../lib/config/config-context';
import { refetchedOnReconnect } from '../lib/query/form-sources';
import { connectRealtime } from '../lib/realtime/realtime-client';
import { emitRealtimeEvent } from '../lib/realtime/realtime-events';
import { useSession } from '../lib/session/session-context';

/**
 * The signed-in staff member's socket, open while the signed-in screens are: the chat events of
 * the courses they serve arrive here (decision 050) and go to the screens listening
 * (`useRealtimeEvent`). A `logout` event or close 4001 ends the desk's session. Whenever the
 * socket becomes live (`ready`), the first time as after a lost connection, everything shown is
 * reloaded: what a screen fetched before that moment misses the events sent meanwhile (a
 * learner's message written while the desk was still connecting never moved the chat up).
 */
export function RealtimeSession() {
  const { domain } = useSchoolConfig();
  const { state, signOut } = useSession();
  const queryClient = useQueryClient();
  const token = state.status === 'signed-in' ? state.token : null;
  const uri = domain.notification.websocketURI;

  useEffect(() => {
    if (!uri || !token) return;
    const connection = connectRealtime({
      uri,
      token,
      onEvent: (event) => {
        if (event.event === 'logout') void signOut();
        else {
          // Connected (again): what changed meanwhile is fetched again, except the loads a form
          // was started from (`meta.startsAForm`), which would start the form afresh under the
          // person typing in it.
          if (event.event === 'ready')
            void queryClient.invalidateQueries({ predicate: refetchedOnReconnect });
          emitRealtimeEvent(event);
        }
      },
      onRevoked: () => void signOut(),
    });
    return () => connection.close();
  }, [uri, token, signOut, queryClient]);

  return null;
}
