// What the programs mount of the tenancy area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: tenancyRoutes.
// Uses: no other area.

export { tenancyRoutes } from './tenancy.routes.js';
