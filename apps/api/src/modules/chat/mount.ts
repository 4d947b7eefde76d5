// What the programs mount of the chat area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: chatRoutes, chatStaffRoutes.
// Uses: avatar, consultations, courses, streams, uploads.

export { chatRoutes } from './chat.routes.js';
export { chatStaffRoutes } from './chat.staff-routes.js';
