import type { StreamStatusResource } from '@cp/contract';
import { and, asc, type Column, eq, inArray, type SQL, sql, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fromJsonRows, jsonRowsWhere } from '../../db/json-rows.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  courseServices,
  courses,
  orders,
  streamFreezes,
  userCourseStreams,
  userDayStatuses,
  userHomeworkStatuses,
  userLessonStatuses,
  userOptions,
} from '../../db/schema/index.js';
import type { Page } from '../../plugins/pagination.js';

export type StreamRow = typeof userCourseStreams.$inferSelect;

/**
 * The chat side of the status answer (spec 02 §3 "Stream statuses response"). Its shape lives
 * here, with the cached state that holds it; stream-chat.ts, above the chat and consultations
 * modules, reads it.
 */
export interface StreamChat {
  consultations: NonNullable<StreamStatusResource['consultations']>;
  chatChannelMeta: StreamStatusResource['chatChannelMeta'];
}
export type CourseRow = typeof courses.$inferSelect;
export type FreezeRow = typeof streamFreezes.$inferSelect;
export type DayStatusRow = typeof userDayStatuses.$inferSelect;
export type LessonStatusRow = typeof userLessonStatuses.$inferSelect;
export type UserOptionRow = typeof userOptions.$inferSelect;
export type HomeworkStatusRow = typeof userHomeworkStatuses.$inferSelect;

function ownStreams(projectId: number, userId: number, ids?: number[]): SQL {
  const conditions = [eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.userId, userId)];
  if (ids) conditions.push(inArray(userCourseStreams.id, ids));
  return and(...conditions)!;
}

export async function listStreams(db: Db, projectId: number, userId: number, page: Page, ids?: number[]) {
  const where = ownStreams(projectId, userId, ids);
  const [rows, [total]] = await Promise.all([
    db
      .select({ stream: userCourseStreams, course: courses })
      .from(userCourseStreams)
      .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
      .where(where)
      .orderBy(asc(userCourseStreams.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(userCourseStreams).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** Every stream of a learner in a school: one index range (project, user). */
export function userStreamRows(db: Db, projectId: number, userId: number) {
  return db
    .select()
    .from(userCourseStreams)
    .where(ownStreams(projectId, userId))
    .orderBy(asc(userCourseStreams.id));
}

/** What a stream's calls read besides the course: each an index range on the stream id. */
export interface StreamState {
  stream: StreamRow;
  freezes: FreezeRow[];
  dayStatuses: DayStatusRow[];
  lessonStatuses: LessonStatusRow[];
  options: UserOptionRow[];
  /**
   * The learner's homework statuses of this stream (decision 057): the stage gate reads the
   * handed-in ones, the status answer's `homeworks` all of them. A change evicts the state
   * (migration 0015).
   */
  homeworkStatuses: HomeworkStatusRow[];
  /**
   * Status answers already written for this state, by expansion, each good until
   * the next moment the clock changes anything in it (decision 011). Dropped with
   * the state when the stream changes.
   */
  wire: Map<string, { json: string; from: number; until: number }>;
  /** The consultations and chat of the status answer, read on first use (stream-chat.ts). */
  chat?: Promise<StreamChat>;
  /** The days open now and until when, reckoned once for the course read with it (day-access.ts `openNow`). */
  open?: OpenNow & { content: object; from: number; until: number };
}

/** What of a course one stream opens now: its open days and, while the stream is open, course-wide media. */
export interface OpenNow {
  days: ReadonlySet<number>;
  /** The open days' ids in ascending order, joined by commas: a key for answers that depend on them. */
  daysKey: string;
  course: boolean;
}

/**
 * A stream and everything its calls read besides the course, in one prepared statement (decision
 * 139): each list is an index range on the stream id, aggregated to JSON by the database, so a
 * refill of the cached state is one round trip, not six, and is not planned again each time.
 */
const streamStateStatement = preparedStatement((db) => {
  // Qualified by hand: a select from one table names its columns bare, and a bare "id" in the
  // subquery would be the inner table's own.
  const streamId = sql`${userCourseStreams}.${sql.identifier(userCourseStreams.id.name)}`;
  const of = (table: Table, column: Column, orderBy: Column[]) =>
    jsonRowsWhere(table, column, streamId, orderBy);
  return db
    .select({
      stream: userCourseStreams,
      freezes: of(streamFreezes, streamFreezes.userCourseStreamId, [
        streamFreezes.startDate,
        streamFreezes.id,
      ]),
      dayStatuses: of(userDayStatuses, userDayStatuses.userCourseStreamId, [userDayStatuses.id]),
      lessonStatuses: of(userLessonStatuses, userLessonStatuses.userCourseStreamId, [userLessonStatuses.id]),
      options: of(userOptions, userOptions.userCourseStreamId, [userOptions.trainingOptionId]),
      homeworkStatuses: of(userHomeworkStatuses, userHomeworkStatuses.userCourseStreamId, [
        userHomeworkStatuses.id,
      ]),
    })
    .from(userCourseStreams)
    .where(eq(userCourseStreams.id, sql.placeholder('streamId')))
    .prepare('stream_state');
});

export async function readStreamState(db: Db, streamId: number): Promise<StreamState | null> {
  const [found] = await streamStateStatement(db).execute({ streamId });
  if (!found) return null;
  return {
    stream: found.stream,
    freezes: fromJsonRows(streamFreezes, found.freezes),
    dayStatuses: fromJsonRows(userDayStatuses, found.dayStatuses),
    lessonStatuses: fromJsonRows(userLessonStatuses, found.lessonStatuses),
    options: fromJsonRows(userOptions, found.options),
    homeworkStatuses: fromJsonRows(userHomeworkStatuses, found.homeworkStatuses),
    wire: new Map(),
  };
}

/** Freezes and chosen options of a page of streams (the list call). */
export async function streamExtras(db: Db, streamIds: number[]) {
  if (streamIds.length === 0) return { freezes: [], options: [] };
  const [freezes, options] = await Promise.all([
    db
      .select()
      .from(streamFreezes)
      .where(inArray(streamFreezes.userCourseStreamId, streamIds))
      .orderBy(asc(streamFreezes.startDate)),
    db.select().from(userOptions).where(inArray(userOptions.userCourseStreamId, streamIds)),
  ]);
  return { freezes, options };
}

/** The orders streams came from, with their service (expand `order`). */
export function streamOrders(db: Db, streamIds: number[]) {
  if (streamIds.length === 0) return Promise.resolve([]);
  return db
    .select({ order: orders, service: courseServices })
    .from(orders)
    .innerJoin(courseServices, eq(courseServices.id, orders.courseServiceId))
    .where(inArray(orders.userCourseStreamId, streamIds));
}

/** Replaces a stream's training option choices (`POST .../filters`). */
export async function replaceUserOptions(
  db: Db,
  projectId: number,
  streamId: number,
  choices: { trainingOptionId: number; trainingOptionValueId: number }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(userOptions).where(eq(userOptions.userCourseStreamId, streamId));
    if (choices.length) {
      await tx
        .insert(userOptions)
        .values(choices.map((c) => ({ projectId, userCourseStreamId: streamId, ...c })));
    }
  });
}
