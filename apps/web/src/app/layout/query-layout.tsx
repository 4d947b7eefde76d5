import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query/query-client';
import { RealtimeSession } from '../session/realtime-session';

/**
 * The server-state cache for the signed-in screens. A route of its own, loaded
 * lazily with them, so the sign-in route does not download TanStack Query
 * (ARCHITECTURE §7 budget).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeSession />
      <Outlet />
    </QueryClientProvider>
  );
}
