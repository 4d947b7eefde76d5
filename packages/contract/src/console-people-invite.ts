import { z } from 'zod';
import { emailField } from './auth.js';
import { consoleLearnerRow, consoleStream, enrolBody } from './console-people.js';
import { LANGUAGES } from './constants.js';
import { decimalParam, inputText } from './input-fields.js';
import { langQuery } from './pagination.js';
import { PROFILE_TEXT_MAX_LENGTH } from './profile-rules.js';
import { mailOutcome } from './staff.js';

/**
 * The console adds learners (issue 28 point 7, decision 115): one invited by e-mail, or many from
 * a CSV file that is first checked (a preview, errors per row) and then imported whole or not at
 * all. Paths are relative to STAFF_API_BASE.
 */
export const CONSOLE_LEARNER_INVITE_ROUTES = {
  invite: '/learners/invite',
  importPreview: '/learners/import/preview',
  import: '/learners/import',
} as const;

/** How long an invitation's sign-in link works (the staff invitation's week). */
export const LEARNER_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A CSV file of learners: at most this many bytes… */
export const LEARNER_IMPORT_MAX_BYTES = 1024 * 1024;
/** …and this many rows under its header. */
export const LEARNER_IMPORT_MAX_ROWS = 1000;
/** Rows with a course are enrolled for this many days when the import names no end. */
export const LEARNER_IMPORT_DEFAULT_DAYS = 30;
/** The columns a file may have, in any order; `email` is required, the others may be left out. */
export const LEARNER_IMPORT_COLUMNS = ['email', 'name', 'last_name', 'course', 'language'] as const;
export type LearnerImportColumn = (typeof LEARNER_IMPORT_COLUMNS)[number];

const text = inputText().trim().max(PROFILE_TEXT_MAX_LENGTH);

/**
 * `POST /staff/learners/invite`: creates the learner, or finds the school's learner with that
 * e-mail, optionally enrols them (`enrol`, the rules of `POST /staff/learners/{id}/streams`),
 * and mails them a link. `language`: of the new account and of the mail (else the learner's,
 * else the school's). `name` and `last_name` are written only on a new account.
 */
export const learnerInviteBody = z.object({
  email: emailField,
  name: text.optional(),
  last_name: text.optional(),
  language: z.enum(LANGUAGES).optional(),
  enrol: enrolBody.optional(),
});
export type LearnerInviteBody = z.infer<typeof learnerInviteBody>;

/**
 * The link of an invitation, for the administrator to pass on when it was not e-mailed.
 * `link_signs_in`: a one-time link that signs the learner in and asks for a password (an account
 * without a password yet); otherwise it is the learner app's sign-in page, since an account that
 * has a password is never handed to the administrator (decision 115).
 */
const invitationLink = { mail: mailOutcome, link: z.string(), link_signs_in: z.boolean() };

export const learnerInvited = z.object({
  learner: consoleLearnerRow,
  /** A new account (else the school's learner with that e-mail). */
  created: z.boolean(),
  stream: consoleStream.nullable(),
  ...invitationLink,
});
export type LearnerInvited = z.infer<typeof learnerInvited>;

const secondsQuery = () => decimalParam(z.number().int().min(0).max(4_102_444_800));

/**
 * The query of the preview and the import (the file is the multipart `file`): the dates of the
 * streams of rows that name a course. Start: now when left out; end: `end_date`, else `days`
 * after the start, else LEARNER_IMPORT_DEFAULT_DAYS.
 */
export const learnerImportQuery = langQuery
  .extend({
    start_date: secondsQuery().optional(),
    end_date: secondsQuery().optional(),
    days: decimalParam(z.number().int().min(1).max(3650)).optional(),
  })
  .refine((q) => q.end_date === undefined || q.days === undefined, {
    message: 'Give either end_date or days.',
    path: ['end_date'],
  });
export type LearnerImportQuery = z.infer<typeof learnerImportQuery>;

/** A problem of one row: the column it is about (`row` for the row as a whole) and why. */
export const learnerImportIssue = z.object({
  field: z.enum([...LEARNER_IMPORT_COLUMNS, 'row']),
  message: z.string(),
});
export type LearnerImportIssue = z.infer<typeof learnerImportIssue>;

/** One row of the file as the server read it. */
export const learnerImportRow = z.object({
  /** The file's line where the row starts (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  course: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  language: z.enum(LANGUAGES).nullable(),
  /** The school's learner with this e-mail, or null: the import creates the account. */
  learner_id: z.number().int().nullable(),
  errors: z.array(learnerImportIssue),
});
export type LearnerImportRow = z.infer<typeof learnerImportRow>;

/** `POST /staff/learners/import/preview`: every row checked, nothing written. */
export const learnerImportPreview = z.object({
  rows: z.array(learnerImportRow),
  /** Rows without errors, and rows with some; the import runs only when `invalid` is 0. */
  valid: z.number().int(),
  invalid: z.number().int(),
  /** The streams' dates, in seconds, for rows with a course. */
  start_date: z.number().int(),
  end_date: z.number().int(),
});
export type LearnerImportPreview = z.infer<typeof learnerImportPreview>;

/**
 * `POST /staff/learners/import`: every row applied in one transaction, then mailed. A row that
 * fails (the school changed since the preview) writes nothing: 422 with one item per problem,
 * `field` being `line.<line>.<column>`.
 */
export const learnerImportResult = z.object({
  created: z.number().int(),
  existing: z.number().int(),
  enrolled: z.number().int(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      email: z.string(),
      learner_id: z.number().int(),
      created: z.boolean(),
      stream_id: z.number().int().nullable(),
      ...invitationLink,
    }),
  ),
});
export type LearnerImportResult = z.infer<typeof learnerImportResult>;
