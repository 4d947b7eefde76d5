// What the programs mount of the days area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: daysRoutes.
// Uses: courses, streams.

export { daysRoutes } from './days.routes.js';
