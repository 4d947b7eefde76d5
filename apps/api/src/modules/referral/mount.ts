// What the programs mount of the referral area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: referralRoutes.
// Uses: audit, points, staff.

export { referralRoutes } from './referral.routes.js';
