// The staff-roles area's public face (decision 130): what other areas, the app, the seed and the
// CLI may call; they import it from here, never from the area's files. It has no routes.
// Offers: the staff's roles as `onRequest` checks (a team member, a school administrator).
// Uses: no other area. It stands below the staff and the audit log (decision 135): the staff
// record their actions in the log, and the log's reader must be an administrator.

export { adminOnly, staffMemberOnly, staffRole } from './staff.policy.js';
