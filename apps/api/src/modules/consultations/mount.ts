// What the programs mount of the consultations area (decision 130): its routes and plugins, apart
// from index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: consultationsRoutes.
// Uses: chat, streams.

export { consultationsRoutes } from './consultations.routes.js';
