// What the programs mount of the avatar area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: avatarRoutes.
// Uses: account, user.

export { avatarRoutes } from './avatar.routes.js';
