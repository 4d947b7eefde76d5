// The user area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: presenting a user, the shape of the statistics it is handed from above.
// Uses: avatar.

export type { ReferralFigures, UserExpander } from './user.service.js';
export { presentUser } from './user.service.js';
