// The account area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: the one write of a user's own row (name, language, avatar).
// Uses: auth, avatar, user.

export { updateUserRow } from './account.repository.js';
