// What the programs mount of the health area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: healthRoutes.
// Uses: no other area.

export { healthRoutes } from './health.routes.js';
