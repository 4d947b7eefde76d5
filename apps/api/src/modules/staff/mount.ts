// What the programs mount of the staff area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: staffRoutes.
// Uses: audit, auth, staff-roles, support, tenancy.

export { staffRoutes } from './staff.routes.js';
