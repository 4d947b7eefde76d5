// The certificates area's public face (decision 130): what other areas, the app, the seed and the
// CLI may call; its routes are in mount.ts.
// Offers: whether a stream has earned its certificate (issue 32).
// Uses: course-content, staff-roles, streams.

export { hasEarnedCertificate } from './certificate-eligibility.js';
