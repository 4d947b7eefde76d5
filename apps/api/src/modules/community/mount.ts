// What the programs mount of the community area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: communityFeedRoutes, communityRoutes.
// Uses: no other area.

export { communityFeedRoutes, communityRoutes } from './community.routes.js';
