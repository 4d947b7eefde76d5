// What the programs mount of the streams area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: streamsRoutes.
// Uses: courses.

export { streamsRoutes } from './streams.routes.js';
