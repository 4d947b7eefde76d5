import { useSyncExternalStore } from 'react';

/** Desktop width: the preview sits beside the form; below it, behind a tab. */
const WIDE = '(min-width: 64rem)';

export function useWide(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
  );
}
