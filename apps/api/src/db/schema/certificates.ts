import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './learning-content.js';
import { userCourseStreams } from './learning-streams.js';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * Certificates of completion (issue 32, decision 144): a school's design of them, and each
 * certificate issued. A certificate keeps what it says (the learner's name, the course's title,
 * the school's name, the date) as of its issue: the PDF and the verification page are drawn from
 * the row, so renaming the learner, the course or the school later changes no issued certificate.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A school's design; no row: the defaults (CERTIFICATE_DESIGN_DEFAULTS of the contract). */
export const certificateDesigns = pgTable(
  'certificate_designs',
  {
    projectId: integer('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    showLogo: boolean('show_logo').notNull().default(true),
    /** `#rrggbb`: the title and the frame, and the accent line. */
    primaryColor: text('primary_color').notNull(),
    accentColor: text('accent_color').notNull(),
    /** Who signs, as the school writes it ("Anna Petrova, head of studies"). */
    signatureText: text('signature_text').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'certificate_designs_colors',
      sql`${t.primaryColor} ~ '^#[0-9a-f]{6}$' and ${t.accentColor} ~ '^#[0-9a-f]{6}$'`,
    ),
  ],
);

/** One certificate per stream of a learner, once it is earned (spec-gaps: what "earned" means). */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept when the stream or the course goes: the certificate still says what it said. */
    userCourseStreamId: integer('user_course_stream_id').references(() => userCourseStreams.id, {
      onDelete: 'set null',
    }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** What the verification address names: 128 random bits, never derived from an id. */
    code: text('code').notNull(),
    /** The school's running number of it, shown on the PDF ("No. 12"). */
    number: integer('number').notNull(),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    schoolName: text('school_name').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_code_uq').on(t.code),
    uniqueIndex('certificates_stream_uq').on(t.userCourseStreamId),
    uniqueIndex('certificates_project_number_uq').on(t.projectId, t.number),
    index('certificates_user_idx').on(t.userId),
    // The console's list: the school's certificates, newest first.
    index('certificates_project_issued_idx').on(t.projectId, t.issuedAt, t.id),
  ],
);
