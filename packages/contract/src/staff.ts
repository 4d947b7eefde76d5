import { z } from 'zod';
import { emailField } from './auth.js';
import { PASSWORD_MAX_LENGTH } from './constants.js';
import { inputText, rowId, rowIdParam } from './input-fields.js';
import { PROFILE_TEXT_MAX_LENGTH } from './profile-rules.js';

import { STAFF_MAX_COURSES, STAFF_ROLES } from './staff-constants.js';

export * from './staff-constants.js';

const id = z.number().int();
const seconds = z.number().int();

export const staffCourse = z.object({ id, title: z.string() });
export type StaffCourse = z.infer<typeof staffCourse>;
export const staffCourseList = z.array(staffCourse);

/** `GET /staff/me`: who is signed in to the staff app, and the courses they serve. */
export const staffMe = z.object({
  id,
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  courses: staffCourseList,
});
export type StaffMe = z.infer<typeof staffMe>;

/** A member of the team: an expert or an administrator with their courses. */
export const staffMember = staffMe;
export type StaffMember = z.infer<typeof staffMember>;

/** An invitation not yet accepted, withdrawn or expired. */
export const staffPendingInvite = z.object({
  id,
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  courses: staffCourseList,
  created_at: seconds,
  expires_at: seconds,
});
export type StaffPendingInvite = z.infer<typeof staffPendingInvite>;

/**
 * What became of the mail of a console action (issue 28): `sent`, taken by the SMTP server
 * (SMTP_URL); `not_configured`, the server has no SMTP_URL, so the message was only written to
 * its DATA_DIR/outbox and reached nobody; `failed`, the SMTP server refused it or was not reached.
 */
export const MAIL_OUTCOMES = ['sent', 'not_configured', 'failed'] as const;
export const mailOutcome = z.enum(MAIL_OUTCOMES);
export type MailOutcome = z.infer<typeof mailOutcome>;

/**
 * `POST /staff/invites` (administrators): the new invitation, what became of its mail, and its
 * acceptance link for the administrator to copy and pass on themselves when it was not mailed.
 * Only this answer holds the link: the server keeps the token's hash, and the team list has none.
 */
export const staffInviteCreated = staffPendingInvite.extend({
  mail: mailOutcome,
  link: z.string(),
});
export type StaffInviteCreated = z.infer<typeof staffInviteCreated>;

/**
 * `GET /staff/mail` (administrators): whether this server sends mail (SMTP_URL is set), so the
 * console can say before an invitation or a reply that it will not be e-mailed.
 */
export const staffMailStatus = z.object({ configured: z.boolean() });
export type StaffMailStatus = z.infer<typeof staffMailStatus>;

/** `GET /staff/members` (administrators). */
export const staffTeam = z.object({
  members: z.array(staffMember),
  invites: z.array(staffPendingInvite),
});
export type StaffTeam = z.infer<typeof staffTeam>;

const courseIds = z.array(rowId()).max(STAFF_MAX_COURSES);

/** `POST /staff/invites`. */
export const staffInviteBody = z.object({
  email: emailField,
  role: z.enum(STAFF_ROLES),
  course_ids: courseIds.default([]),
});
export type StaffInviteBody = z.input<typeof staffInviteBody>;

export const staffMemberParams = z.object({ id: rowIdParam() });
export const staffInviteIdParams = z.object({ id: rowIdParam() });
/** `PUT /staff/members/{id}/courses`: the whole set of the member's courses. */
export const staffCoursesBody = z.object({ course_ids: courseIds });
/** `PUT /staff/members/{id}/role`. */
export const staffRoleBody = z.object({ role: z.enum(STAFF_ROLES) });

/** The mailed token: what lib/tokens makes (base64url); anything else is refused before a query. */
export const staffInviteParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,200}$/, 'Not an invitation token.'),
});

/**
 * `GET /staff/invites/{token}` (public). `valid` only when it can still be accepted; `used`
 * and `expired` tell the holder of a real link what happened. `existing_account`: the e-mail
 * already has an account in this school, so acceptance asks for its password (decision 053).
 */
export const staffInviteInfo = z.object({
  status: z.enum(['valid', 'used', 'expired']),
  school: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  existing_account: z.boolean(),
});
export type StaffInviteInfo = z.infer<typeof staffInviteInfo>;

const text = inputText().trim().max(PROFILE_TEXT_MAX_LENGTH);

/**
 * `POST /staff/invites/{token}/accept` (public). A new account: name, password by the
 * learners' rules (spec 01 §5) and its repeat. An existing account of this school: its
 * current password only. Answers what `POST /auth/login` answers.
 */
export const staffAcceptBody = z.object({
  name: text.optional(),
  last_name: text.optional(),
  password: inputText().min(1, 'Password cannot be blank.').max(PASSWORD_MAX_LENGTH),
  password_repeat: inputText().max(PASSWORD_MAX_LENGTH).optional(),
});
export type StaffAcceptBody = z.infer<typeof staffAcceptBody>;
