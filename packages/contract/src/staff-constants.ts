/**
 * Staff accounts and roles (issue 9 "Staff accounts and roles", decision 053): per school, an
 * `expert` answers the chats of the courses assigned to them; an `admin` (school
 * administrator) can do the same in the courses assigned to them and runs the team: invites,
 * course assignment, roles. Paths are relative to STAFF_API_BASE (`/spa/api/v1/staff`).
 */
export const USER_ROLES = ['learner', 'expert', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that use the staff app. */
export const STAFF_ROLES = ['expert', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_TEAM_ROUTES = {
  me: '/me',
  courses: '/courses',
  members: '/members',
  member: '/members/:id',
  memberCourses: '/members/:id/courses',
  memberRole: '/members/:id/role',
  invites: '/invites',
  invite: '/invites/:token',
  /** DELETE: an administrator withdraws an open invitation (same path as `invite`, its row id). */
  inviteWithdraw: '/invites/:id',
  inviteAccept: '/invites/:token/accept',
  /** GET: whether the server sends mail (SMTP_URL) or only writes it to its outbox (issue 28). */
  mail: '/mail',
} as const;

/** The staff app's page that accepts an invitation; the mailed link is `<origin>/staff/invite/<token>`. */
export const STAFF_INVITE_PATH = '/staff/invite/';
/**
 * The staff app's page a recovery mail asked for from the staff sign-in leads to (issue 28):
 * `<origin>/staff/reset-password?token=<one-time token>`.
 */
export const STAFF_RESET_PASSWORD_PATH = '/staff/reset-password';
/** An invitation is valid for 7 days (issue 9). */
export const STAFF_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** More course ids than a school has courses is a mistake, not a request (bounded body). */
export const STAFF_MAX_COURSES = 1000;
