// What the programs mount of the freeze area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: freezeRoutes.
// Uses: streams.

export { freezeRoutes } from './freeze.routes.js';
