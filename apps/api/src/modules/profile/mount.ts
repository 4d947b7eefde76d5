// What the programs mount of the profile area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: profileRoutes.
// Uses: account, auth, user.

export { profileRoutes } from './profile.routes.js';
