import { lazy, Suspense } from 'react';

// The badge's list call and converters load after the screen: never in the entry or the layout
// chunk (ARCHITECTURE §7 budget; decision 051).
const UnreadBadge = lazy(() => import('./unread-badge'));

/** The unread badge, loaded on its own; nothing until it is there. */
export function LazyUnreadBadge() {
  return (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  );
}
