// What the programs mount of the certificates area (decision 130): its routes, apart from index.ts
// so that calling the area does not load its routes (and the areas those import).
// Mounts: certificatesRoutes (the learner's, the verification address's and the console's calls).
// Uses: course-content, staff-roles, streams.

export { certificatesRoutes } from './certificates.routes.js';
