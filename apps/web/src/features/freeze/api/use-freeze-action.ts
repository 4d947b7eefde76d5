import { useCallback, useRef, useState } from 'react';

/**
 * A freeze call's state: pending, error, and the call. Plain state rather than
 * TanStack's useMutation, which would add its mutation observer to the query
 * chunk every course screen downloads (ARCHITECTURE §7 budget).
 */
export function useFreezeAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef(false);
  const actionRef = useRef(action);
  actionRef.current = action;
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setPending(true);
    setError(null);
    try {
      return await actionRef.current(...args);
    } catch (caught) {
      setError(caught);
      return undefined;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { run, isPending, error };
}
