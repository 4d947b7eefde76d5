// What the programs mount of the uploads area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: uploadsRoutes.
// Uses: media.

export { uploadsRoutes } from './uploads.routes.js';
