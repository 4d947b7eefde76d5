// What the programs mount of the homework area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: homeworkRoutes, homeworkStaffRoutes.
// Uses: chat, courses, push, streams, uploads.

export { homeworkRoutes } from './homework.routes.js';
export { homeworkStaffRoutes } from './homework.staff-routes.js';
