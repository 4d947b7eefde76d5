// The social area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: the social sign-in networks' config, a user's external sign-ins (as GET /user shows them).
// Uses: auth, tenancy, user.

export { authCollection } from './social.config.js';
export { linkedNetworksOfUser } from './user-external-auth.service.js';
