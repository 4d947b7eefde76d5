// What the programs mount of the user area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: userRoutes.
// Uses: avatar.

export { userRoutes } from './user.routes.js';
