// What the programs mount of the courses area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: coursesRoutes.
// Uses: media, streams, tenancy.

export { coursesRoutes } from './courses.routes.js';
