// The staff area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: setting up a school and its admin, the admin-only check.
// Uses: audit, auth, support, tenancy.

export { adminOnly } from './staff.policy.js';
export { createAdmin, createSchool } from './staff-setup.service.js';
