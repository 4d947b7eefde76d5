// Which projects run a test (decisions 103, 108, 109). The desktop project plays Mindful (or the
// test's school) in Russian at 1280 px, the phone project FaceFit in English at 375 px, by touch.
//
// A flow runs in ONE project, named by its tag: what it proves (a round trip, a state that
// changes, a second role answering) does not depend on the width, and running it twice cost
// half of the browser phase (decision 109). The flows of a file are shared out between the two
// projects in turn, so that each file still plays both schools and both languages; a file whose
// tests build on one another (serial mode) goes whole to one project. What a flow shows on
// screen is read at both widths, in both schools, by the screen tour (screen-tour.spec.ts) and
// the navigation tests, the only files whose tests carry no tag and run in both projects.
//
// Mechanisms no width, theme or language reaches (the service worker's caches, downloads by byte
// ranges, the offline queue, Web Push) were the first to run in one project (decision 103).

/** Runs in the desktop project only. */
export const desktopOnly = { tag: '@desktop-only' } as const;

/** Runs in the phone project only. */
export const phoneOnly = { tag: '@phone-only' } as const;
