import { useSyncExternalStore } from 'react';

// A phone held upright: below the spec's tablet breakpoint (828 px, spec 01 §9), in portrait.
const QUERY = '(max-width: 827px) and (orientation: portrait)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia?.(QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const snapshot = () => Boolean(window.matchMedia?.(QUERY).matches);

/** Whether the vertical cut of a lesson suits this screen now; follows rotation. */
export function usePortraitPhone(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
