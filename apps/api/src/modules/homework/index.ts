// The homework area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: offering homework, marking it handed in.
// Uses: chat, courses, push, streams, uploads.

export { insertMissingStatuses, markHandedIn } from './homework.repository.js';
export { openOfferedHomework } from './homework.service.js';
