import { useCallback, useRef, useState } from 'react';

export interface Callbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * A chat call's state: pending, error, and `mutate`. Plain state rather than TanStack's
 * useMutation, which would add its mutation observer to the query chunk every signed-in
 * screen downloads (ARCHITECTURE §7 budget; as features/freeze does). One call at a time.
 */
export function useChatAction<V, R>(action: (variables: V) => Promise<R>, onDone?: (result: R) => void) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const inFlight = useRef(false);
  const latest = useRef({ action, onDone });
  latest.current = { action, onDone };
  const mutate = useCallback((variables: V, callbacks: Callbacks<R> = {}) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    latest.current.action(variables).then(
      (result) => {
        inFlight.current = false;
        setPending(false);
        latest.current.onDone?.(result);
        callbacks.onSuccess?.(result);
      },
      (caught: unknown) => {
        inFlight.current = false;
        setPending(false);
        setError(caught instanceof Error ? caught : new Error(String(caught)));
        callbacks.onError?.(caught);
      },
    );
  }, []);
  return { mutate, isPending, error };
}
