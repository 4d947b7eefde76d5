// Which projects run a test (decision 103). A test runs in both projects, the desktop (Mindful's
// or the test's school, Russian, 1280 px) and the phone (English, 375 px, touch), unless its
// subject is a mechanism no width, theme or language reaches: the service worker's caches,
// downloads by byte ranges, the offline queue, Web Push subscriptions, a new release's worker.
// Such a test says which one project runs it; the two are shared out so that each keeps a part
// of them. What the same test shows on screen is covered at both widths by the screen's own tests.

/** Runs in the desktop project only. */
export const desktopOnly = { tag: '@desktop-only' } as const;

/** Runs in the phone project only. */
export const phoneOnly = { tag: '@phone-only' } as const;
