// What the programs mount of the schedule area (decision 130): its routes and plugins, apart from
// index.ts so that calling the area does not load its routes (and the areas those import).
// Mounts: remindersPlugin (the schedule's routes, the push's, and the reminder scheduler).
// Uses: auth, push.

export { remindersPlugin } from './reminders.plugin.js';
