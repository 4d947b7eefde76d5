// The payments area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: minor units per major of a currency (the seed's prices); a paid course's new stream (the
// seed's paid orders).
// Uses: audit, auth, chat, courses, demo, points, referral, staff, streams, tenancy.

export { minorPerMajor } from './pricing.js';
export { insertStream } from './purchase-streams.js';
