import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes are not lost by leaving: a move inside the app waits for a confirm (the
 * returned blocker: `state === 'blocked'`, then `proceed()` or `reset()`), and closing or
 * reloading the tab asks the browser's own question.
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
