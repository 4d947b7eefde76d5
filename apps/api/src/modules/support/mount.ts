// What the programs mount of the support area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: supportRoutes.
// Uses: no other area.

export { supportRoutes } from './support.routes.js';
