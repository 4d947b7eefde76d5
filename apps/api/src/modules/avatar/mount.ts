// What the programs mount of the avatar area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: avatarRoutes.
// Uses: no other area (app/api-routes.ts hands it the user's presenter).

export { avatarRoutes } from './avatar.routes.js';
