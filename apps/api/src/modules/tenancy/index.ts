// The tenancy area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: resolving a school from its host (the tenant), changing a school's configuration (the
// one transaction that forgets the cached schools when it commits), its languages, its presented config.
// Uses: no other area.

export { schoolLanguages } from './school-languages.js';
export { presentConfig } from './tenancy.presenter.js';
export type { SchoolChange, Tenant, TenantResolver } from './tenancy.service.js';
export { createTenantResolver, normaliseHost } from './tenancy.service.js';
