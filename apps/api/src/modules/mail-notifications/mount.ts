// What the programs mount of the e-mail notifications area (decision 130): its plugin (the
// installation's settings, the routes, the sweeps), apart from index.ts so that calling the area
// does not load its routes.
// Mounts: mailNotificationsPlugin.
// Uses: no other area.

export { mailNotificationsPlugin } from './mail-notifications.plugin.js';
