// What the programs mount of the push area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: chatPushPlugin, remindersPlugin.
// Uses: auth, schedule.

export { chatPushPlugin } from './chat-push.plugin.js';
export { remindersPlugin } from './reminders.plugin.js';
