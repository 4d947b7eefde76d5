// The console area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: what proving a domain needs (DomainProofDeps, filled in by the app).
// Uses: audit, auth, chat, courses, media, staff, streams, support, tenancy, uploads.

export type { DomainProofDeps } from './brand/domain-proof.js';
