// What the programs mount of the banners area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: bannersRoutes.
// Uses: no other area.

export { bannersRoutes } from './banners.routes.js';
