import {
  emailField,
  LANGUAGE_CODES,
  LANGUAGES,
  type Language,
  LEARNER_IMPORT_DEFAULT_DAYS,
  type LearnerImportIssue,
  type LearnerImportPreview,
  type LearnerImportQuery,
  type LearnerImportResult,
  type LearnerImportRow,
  MAX_ROW_ID,
  PROFILE_TEXT_MAX_LENGTH,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { toSeconds } from '../../../lib/time.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, recordAudits } from '../../audit/index.js';
import { isUniqueViolation } from '../../auth/index.js';
import { openChatsOfStreams } from '../../chat/index.js';
import { DAY_MS } from '../../streams/index.js';
import { type CsvRow, readLearnerCsv } from './learner-import-csv.js';
import {
  type InviteOptions,
  inTurns,
  invitationLinksInTx,
  languageOfCode,
  learnerAppUrl,
  mailInvitation,
  schoolLanguage,
} from './learner-invite.mail.js';
import {
  activeEnrolments,
  coursesByRef,
  type ImportCourse,
  insertLearners,
  insertStreams,
  trainingDaysOf,
  usersByEmail,
} from './learner-invite.repository.js';
import type { LearnerRow } from './people.repository.js';
import { newStreamValues, streamCreated } from './people-streams.service.js';

/** Mails sent at once after an import: an SMTP server is not flooded, and 1,000 rows still finish. */
const MAILS_AT_ONCE = 4;

interface CheckedRow {
  row: LearnerImportRow;
  /** The e-mail as stored (trimmed, lower-cased); empty when it is not one. */
  email: string;
  user: LearnerRow | null;
  course: ImportCourse | null;
}

/** A language of ours from `en`, `EN`, `en-US` or `en-us`. */
const languageOfText = (text: string): Language | undefined => {
  const lower = text.toLowerCase();
  return LANGUAGES.find((l) => l === lower || LANGUAGE_CODES[l].toLowerCase() === lower);
};

/** The streams' dates of rows with a course: from the query, else from now for the default days. */
function importDates(query: LearnerImportQuery, lang: Language) {
  const start = query.start_date !== undefined ? new Date(query.start_date * 1000) : new Date();
  const end =
    query.end_date !== undefined
      ? new Date(query.end_date * 1000)
      : new Date(start.getTime() + (query.days ?? LEARNER_IMPORT_DEFAULT_DAYS) * DAY_MS);
  if (end <= start) throw fieldError('end_date', message('peopleEndBeforeStart', lang), 'querystring');
  return { start, end };
}

/** The course a row names: its id (digits) or its slug. */
function courseOf(ref: string, courses: ImportCourse[]): ImportCourse | undefined {
  const id = /^\d+$/.test(ref) ? Number(ref) : null;
  return courses.find((c) => c.id === id) ?? courses.find((c) => c.slug === ref);
}

/**
 * Every row checked against the file and the school (decision 115): its own values, an e-mail
 * met before in the file, a staff member's or a blocked learner's address, a course of the
 * school, an active stream of that course. Reads, never writes: the import runs it again in its
 * transaction with the accounts found locked, so what it finds still holds when it writes.
 */
async function checkRows(
  db: Db,
  request: FastifyRequest,
  csv: CsvRow[],
  lock: boolean,
): Promise<CheckedRow[]> {
  const { lang } = request;
  const projectId = request.tenant.project.id;
  const firstLine = new Map<string, number>();
  const checked = csv.map(({ line, values, overflow }): CheckedRow => {
    const errors: LearnerImportIssue[] = [];
    const add = (field: LearnerImportIssue['field'], text: string) => errors.push({ field, message: text });
    const raw = values.email ?? '';
    const parsed = emailField.safeParse(raw);
    const email = parsed.success ? parsed.data : '';
    if (!raw) add('email', message('peopleImportEmailMissing', lang));
    else if (!parsed.success) add('email', message('peopleImportEmailInvalid', lang));
    else if (firstLine.has(email))
      add('email', message('peopleImportEmailRepeated', lang, { line: firstLine.get(email)! }));
    else firstLine.set(email, line);
    for (const field of ['name', 'last_name'] as const) {
      if ((values[field]?.length ?? 0) > PROFILE_TEXT_MAX_LENGTH) {
        add(field, message('peopleImportTooLong', lang, { max: PROFILE_TEXT_MAX_LENGTH }));
      }
    }
    const language = values.language ? (languageOfText(values.language) ?? null) : null;
    if (values.language && !language) {
      add('language', message('peopleImportLanguageUnknown', lang, { language: values.language }));
    }
    if (overflow !== null) {
      add(
        'row',
        message('peopleImportTooManyValues', lang, { count: overflow.values, columns: overflow.columns }),
      );
    }
    return {
      row: {
        line,
        email: email || raw,
        name: values.name ?? null,
        last_name: values.last_name ?? null,
        course: null,
        language,
        learner_id: null,
        errors,
      },
      email,
      user: null,
      course: null,
    };
  });

  const refs = [...new Set(csv.map((r) => r.values.course).filter((c): c is string => Boolean(c)))];
  const ids = refs
    .filter((r) => /^\d+$/.test(r))
    .map(Number)
    .filter((n) => n <= MAX_ROW_ID);
  const courses = await coursesByRef(db, projectId, ids, refs);
  const emails = [...firstLine.keys()];
  const accounts = new Map((await usersByEmail(db, projectId, emails, lock)).map((u) => [u.email!, u]));
  csv.forEach(({ values }, i) => {
    const c = checked[i]!;
    const add = (field: LearnerImportIssue['field'], text: string) =>
      c.row.errors.push({ field, message: text });
    const account = accounts.get(c.email);
    // A repeated e-mail's row is already refused; the account is its first row's.
    if (account && firstLine.get(c.email) === c.row.line) {
      if (account.role !== 'learner') add('email', message('peopleInviteStaff', lang));
      else if (account.blockedAt) add('email', message('peopleInviteBlocked', lang));
      else {
        c.user = account;
        c.row.learner_id = account.id;
      }
    }
    if (values.course) {
      const course = courseOf(values.course, courses);
      if (!course) add('course', message('peopleImportCourseUnknown', lang, { course: values.course }));
      else {
        c.course = course;
        c.row.course = { id: course.id, title: course.title };
      }
    }
  });

  const active = await activeEnrolments(
    db,
    projectId,
    checked.flatMap((c) => (c.user ? [c.user.id] : [])),
    [...new Set(checked.flatMap((c) => (c.course ? [c.course.id] : [])))],
  );
  for (const c of checked) {
    if (c.user && c.course && active.has(`${c.user.id}:${c.course.id}`)) {
      c.row.errors.push({
        field: 'course',
        message: message('peopleImportAlreadyEnrolled', lang, { course: c.course.title }),
      });
    }
  }
  return checked;
}

/** POST /staff/learners/import/preview: what the import would do, row by row; nothing is written. */
export async function previewImport(
  app: FastifyInstance,
  request: FastifyRequest,
  bytes: Buffer,
  query: LearnerImportQuery,
): Promise<LearnerImportPreview> {
  const csv = readLearnerCsv(bytes, request.lang);
  const { start, end } = importDates(query, request.lang);
  const rows = (await checkRows(app.db, request, csv, false)).map((c) => c.row);
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    rows,
    valid: rows.length - invalid,
    invalid,
    start_date: toSeconds(start)!,
    end_date: toSeconds(end)!,
  };
}

/** Marks items as schema validation failures: 422 `[{field, message}]` (learning/field-error, for many). */
function rowErrors(items: { field: string; message: string }[]) {
  const error = fieldError(items[0]!.field, items[0]!.message) as ReturnType<typeof fieldError>;
  const [first] = error.validation as Record<PropertyKey, unknown>[];
  error.validation = items.map((item) => ({
    ...first,
    instancePath: `/${item.field.replaceAll('.', '/')}`,
    message: item.message,
  }));
  return error;
}

/**
 * POST /staff/learners/import: every row of the file in ONE transaction (decision 115). The rows
 * are checked again there, the accounts found locked; one row that fails now (the school changed
 * since the preview) and nothing is written: 422, one item per problem, `line.<line>.<column>`.
 * Then new accounts in one statement, streams, links and audit lines row by row, and one line for
 * the import. The mails go after the commit, a few at a time; the answer says for each row what
 * became of its mail, with its link.
 */
export async function importLearners(
  app: FastifyInstance,
  request: FastifyRequest,
  file: { bytes: Buffer; name: string },
  query: LearnerImportQuery,
  opts: InviteOptions,
): Promise<LearnerImportResult> {
  const projectId = request.tenant.project.id;
  const csv = readLearnerCsv(file.bytes, request.lang);
  const dates = importDates(query, request.lang);
  const appUrl = learnerAppUrl(request, opts);
  const actor = auditActor(request);
  const school = schoolLanguage(request);
  const applied = await app.db
    .transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const checked = await checkRows(tx, request, csv, true);
      const problems = checked.flatMap((c) =>
        c.row.errors.map((e) => ({ field: `line.${c.row.line}.${e.field}`, message: e.message })),
      );
      if (problems.length) throw rowErrors(problems);
      const fresh = checked.filter((c) => !c.user);
      const inserted = await insertLearners(
        tx,
        fresh.map((c) => ({
          projectId,
          email: c.email,
          name: c.row.name,
          lastName: c.row.last_name,
          languageCode: LANGUAGE_CODES[c.row.language ?? school],
        })),
      );
      const made = new Map(inserted.map((u) => [u.email!, u]));
      const accounts = checked.map((c) => c.user ?? made.get(c.email)!);
      // Streams of the rows with a course, in one statement; the active ones were looked for above,
      // under the accounts' locks. Then their chats (as an enrolment opens it), in one statement.
      const trainingDays = new Map<number, number>();
      for (const id of new Set(checked.flatMap((c) => (c.course ? [c.course.id] : [])))) {
        trainingDays.set(id, await trainingDaysOf(tx, id));
      }
      const enrolling = checked.flatMap((c, i) =>
        c.course ? [{ course: c.course, user: accounts[i]! }] : [],
      );
      const streams = await insertStreams(
        tx,
        enrolling.map(({ course, user }) =>
          newStreamValues(
            projectId,
            user.id,
            { ...course, trainingDays: trainingDays.get(course.id)! },
            dates,
          ),
        ),
      );
      await openChatsOfStreams(
        tx,
        projectId,
        streams.map((s) => s.id),
      );
      const streamOf = new Map(streams.map((s) => [s.userId, s]));
      const invitations = await invitationLinksInTx(tx, projectId, accounts, appUrl);
      const rows = checked.map((c, i) => {
        const user = accounts[i]!;
        const stream = streamOf.get(user.id) ?? null;
        return { checked: c, user, stream, invitation: invitations[i]! };
      });
      await recordAudits(tx, actor, [
        ...rows.flatMap(({ checked: c, user, stream }) => [
          {
            action: 'user.invite' as const,
            targetType: 'user',
            targetId: user.id,
            details: {
              email: user.email,
              created: !c.user,
              via: 'import',
              ...(c.course ? { course_id: c.course.id, course_title: c.course.title } : {}),
            },
          },
          ...(stream && c.course ? [streamCreated(stream, c.course, dates)] : []),
        ]),
        {
          action: 'user.import',
          targetType: 'user',
          details: {
            file: file.name,
            rows: rows.length,
            created: inserted.length,
            existing: rows.length - inserted.length,
            enrolled: streams.length,
          },
        },
      ]);
      return rows;
    })
    .catch((err: unknown) => {
      // An address registered between the check and the insert: the whole import is rolled back.
      if (isUniqueViolation(err)) throw new ApiError(409, message('peopleImportChanged', request.lang));
      throw err;
    });

  for (const r of applied) if (r.stream) app.learning.streamChanged({ id: r.stream.id, userId: r.user.id });
  const mails = await inTurns(applied, MAILS_AT_ONCE, (r) =>
    mailInvitation(app, request, opts, {
      ...r.invitation,
      to: r.checked.email,
      lang: r.checked.row.language ?? languageOfCode(r.user.languageCode) ?? school,
      courseTitle: r.checked.course?.title ?? null,
    }),
  );
  const created = applied.filter((r) => !r.checked.user).length;
  return {
    created,
    existing: applied.length - created,
    enrolled: applied.filter((r) => r.stream).length,
    rows: applied.map((r, i) => ({
      line: r.checked.row.line,
      email: r.checked.email,
      learner_id: r.user.id,
      created: !r.checked.user,
      stream_id: r.stream?.id ?? null,
      mail: mails[i]!,
      link: r.invitation.link,
      link_signs_in: r.invitation.signsIn,
    })),
  };
}
