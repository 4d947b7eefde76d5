import { STAFF_ROLES } from '@cp/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * An administrator's invitation to join the school's team (issue 9 "Staff accounts and
 * roles", decision 053). The mailed token is stored only as its SHA-256 hash; it is valid
 * once, for STAFF_INVITE_TTL_MS, and a newer invitation to the same e-mail replaces it.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased, as users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The courses to assign on acceptance; ids no longer of the school are skipped then. */
    courseIds: integer('course_ids').array().notNull().default(sql`'{}'::integer[]`),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when a newer invitation to the same e-mail replaced this one, or an admin withdrew it. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_invites_project_email_idx').on(t.projectId, t.email)],
);
