// What the programs mount of the social area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: socialRoutes.
// Uses: auth, tenancy.

export { socialRoutes } from './social.routes.js';
