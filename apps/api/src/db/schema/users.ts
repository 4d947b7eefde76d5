import { SESSION_END_REASONS, USER_ROLES } from '@cp/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased (spec 01 §5). */
    email: text('email'),
    passwordHash: text('password_hash'),
    /** Per school: an expert answers chats of assigned courses; an admin runs the team too (decision 053). */
    role: text('role', { enum: USER_ROLES }).notNull().default('learner'),
    name: text('name'),
    lastName: text('last_name'),
    city: text('city'),
    gender: text('gender', { enum: ['M', 'F'] }),
    phone: text('phone'),
    birthday: date('birthday'),
    instagramId: text('instagram_id'),
    disableNotification: boolean('disable_notification').notNull().default(false),
    timezone: text('timezone'),
    locale: text('locale'),
    languageCode: text('language_code'),
    status: smallint('status').notNull().default(10),
    avatarFileId: integer('avatar_file_id'),
    isRequireUpdatePassword: boolean('is_require_update_password').notNull().default(false),
    isRequireUpdateProfile: boolean('is_require_update_profile').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    appId: text('app_id'),
    /** Set by a school administrator (issue 13): sign-in refused, sessions ended. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * Signed into the learner's course media links and checked on every media request: raised when
     * an administrator blocks the learner or stops or ends a stream, so the links held close at
     * once (issue 25, decision 098).
     */
    mediaKey: integer('media_key').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_ck', sql`${t.role} in ('learner', 'expert', 'admin')`),
    uniqueIndex('users_project_email_uq').on(t.projectId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_project_app_id_uq').on(t.projectId, t.appId).where(sql`${t.appId} is not null`),
  ],
);

/** A sign-in: the token is stored only as its SHA-256 hash (ARCHITECTURE §8). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    appType: text('app_type', { enum: ['web', 'mobile'] }).notNull(),
    appId: text('app_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended; the `logout` event of the WebSocket carries it (issue 3). */
    revokedReason: text('revoked_reason', { enum: SESSION_END_REASONS }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins, one row per failure and key (`email:<address>` or `ip:<address>`),
 * counted over a sliding window. Lives in PostgreSQL so every API process sees it.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_key_idx').on(t.projectId, t.key, t.createdAt)],
);

/** Points ledger (spec 01 §3 UserScore): positive amounts add, negative debit. */
export const userScores = pgTable(
  'user_scores',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_scores_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One-time tokens of recovery links (issue 3): stored as SHA-256 hashes, valid once and
 * for PASSWORD_RESET_TTL_MS. Using one ends every other unused token of the same user.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** `learner_invite`: a console invitation's link to an account without a password (issue 28, decision 115). */
    purpose: text('purpose', { enum: ['password_reset', 'learner_invite'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
);

/**
 * Fixed-window counters of @fastify/rate-limit (plugins/rate-limit.ts). In PostgreSQL so
 * that every API process counts the same requests (ARCHITECTURE §1). The key names the
 * route, the school and the caller's address.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
