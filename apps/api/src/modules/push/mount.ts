// What the programs mount of the push area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: chatPushPlugin, pushRoutes (the schedule's reminders plugin mounts them).
// Uses: auth.

export { chatPushPlugin } from './chat-push.plugin.js';
export { pushRoutes } from './push.routes.js';
