// The push area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: sending a push to a user (and the sender itself), the VAPID keys.
// Uses: auth.

export { homeworkPushPlugin, languageOf } from './homework-review-push.js';
export { pushToUser } from './push.service.js';
export type { PushSender } from './push-sender.js';
export { createPushSender } from './push-sender.js';
export type { VapidKeys } from './vapid.js';
export { vapidKeys } from './vapid.js';
