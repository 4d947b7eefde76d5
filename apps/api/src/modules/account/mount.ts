// What the programs mount of the account area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: accountRoutes.
// Uses: auth, avatar, user.

export { accountRoutes } from './account.routes.js';
