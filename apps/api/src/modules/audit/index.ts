// The audit area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: recording a staff action (recordAudit, who did it, what changed).
// Uses: no other area.

export type { AuditActor, AuditEntry } from './audit.js';
export {
  actorOf,
  auditActor,
  auditText,
  changedValues,
  personName,
  presentValues,
  recordAudit,
  recordAudits,
} from './audit.js';
