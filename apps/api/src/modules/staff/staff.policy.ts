// The staff's roles moved below the staff and the audit log (modules/staff-roles, decision 135).
// The console's authorization test still names this file; it goes when that test imports
// `adminOnly` from modules/staff-roles.
export { adminOnly } from '../staff-roles/index.js';
