// The avatar area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: a user's file links, and deleting a user with their files.
// Uses: no other area.

export { deleteWithUserFiles } from './avatar.service.js';
export { fileLinksOf } from './file-links.js';
