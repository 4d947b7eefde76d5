// What the programs mount of the points area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: pointsRoutes.
// Uses: no other area.

export { pointsRoutes } from './points.routes.js';
