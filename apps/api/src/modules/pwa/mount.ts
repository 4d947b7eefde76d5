// What the programs mount of the pwa area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: pwaRoutes.
// Uses: media, tenancy.

export { pwaRoutes } from './pwa.routes.js';
