// What the programs mount of the audit area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: auditRoutes.
// Uses: staff-roles.

export { auditRoutes } from './audit.routes.js';
