// The staff area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: setting up a school and its admin, the admin-only check.
// Uses: audit, auth, staff-roles, support, tenancy.

// The console's and the payments' staff calls still take it from here; it is the staff-roles
// area's (decision 135).
export { adminOnly } from '../staff-roles/index.js';
export { createAdmin, createSchool } from './staff-setup.service.js';
