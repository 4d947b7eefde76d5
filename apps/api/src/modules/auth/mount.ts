// What the programs mount of the auth area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: authRoutes.
// Uses: tenancy, user.

export { authRoutes } from './auth.routes.js';
