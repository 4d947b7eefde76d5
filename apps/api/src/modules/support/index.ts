// The support area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: the support topics of a new school, the support address.
// Uses: no other area.

export { addNewSchoolTopics, defaultTopics, NEW_SCHOOL_SUPPORT_CATEGORY_IDS } from './default-topics.js';
export { supportEmail } from './support.service.js';
