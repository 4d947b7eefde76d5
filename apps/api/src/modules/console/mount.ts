// What the programs mount of the console area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: consoleRoutes.
// Uses: audit, auth, chat, courses, media, staff, streams, support, tenancy, uploads.

export { consoleRoutes } from './console.routes.js';
