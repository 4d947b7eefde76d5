import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { userCourseStreams, userDayStatuses, userLessonStatuses, userScores } from '../../db/schema/index.js';
import { claimKey, type KeyClaim } from './idempotency.repository.js';
import { INT_MAX, MAX_PLAYBACK_RATE, VIEWING_SLACK_SECONDS, ViewingTooLong } from './viewing-allowance.js';

export type DayStatusRow = typeof userDayStatuses.$inferSelect;
export type LessonStatusRow = typeof userLessonStatuses.$inferSelect;

interface StreamRef {
  projectId: number;
  streamId: number;
  userId: number;
}

// A learner's day start and finish write and read these on every call: prepared (decision 139).
const ensureStatement = preparedStatement((db: Db) =>
  db
    .insert(userDayStatuses)
    .values({
      projectId: sql.placeholder('projectId'),
      userCourseStreamId: sql.placeholder('streamId'),
      dayId: sql.placeholder('dayId'),
    })
    .onConflictDoNothing({ target: [userDayStatuses.userCourseStreamId, userDayStatuses.dayId] })
    .prepare('ensure_day_status'),
);
const dayStatusStatement = preparedStatement((db: Db) =>
  db
    .select()
    .from(userDayStatuses)
    .where(
      and(
        eq(userDayStatuses.userCourseStreamId, sql.placeholder('streamId')),
        eq(userDayStatuses.dayId, sql.placeholder('dayId')),
      ),
    )
    .limit(1)
    .prepare('day_status'),
);

/** The day status of (stream, day), created as started if there is none; safe when two calls race. */
export async function ensureDayStatus(db: Db, ref: StreamRef, dayId: number): Promise<DayStatusRow> {
  await ensureStatement(db).execute({ projectId: ref.projectId, streamId: ref.streamId, dayId });
  return (await dayStatusOf(db, ref.streamId, dayId))!;
}

/**
 * `start` with an Idempotency-Key (decision 067): the key is recorded with the day status, or
 * KeyAlreadyUsed is thrown and nothing is written.
 */
export async function startDayOnce(db: Db, ref: StreamRef, dayId: number, claim: KeyClaim) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await claimKey(t, claim);
    return ensureDayStatus(t, ref, dayId);
  });
}

/** The day status of (stream, day) as it is now, if there is one. */
export async function dayStatusOf(db: Db, streamId: number, dayId: number) {
  const [row] = await dayStatusStatement(db).execute({ streamId, dayId });
  return row;
}

/** A lesson's totals in a day status as they are now, if it has any. */
export async function lessonStatusOf(db: Db, dayStatusId: number, lessonSetLessonId: number) {
  const [row] = await db
    .select()
    .from(userLessonStatuses)
    .where(
      and(
        eq(userLessonStatuses.userDayStatusId, dayStatusId),
        eq(userLessonStatuses.lessonSetLessonId, lessonSetLessonId),
      ),
    )
    .limit(1);
  return row;
}

/** Points into the balance (spec 01 §3 UserScore): the existing ledger, one row per award. */
async function addScores(db: Db, ref: StreamRef, amount: number, reason: string) {
  await db.insert(userScores).values({ projectId: ref.projectId, userId: ref.userId, amount, reason });
}

/**
 * Finishes a day once: the first finish counts the day toward progress (days
 * of rest do not count) and adds its points; a repeated finish changes nothing.
 * With a key (decision 067) the key is recorded in the same transaction, or KeyAlreadyUsed is thrown.
 */
export async function finishDay(
  db: Db,
  ref: StreamRef,
  day: { id: number; dayOfRest: boolean; scores: number },
  claim?: KeyClaim,
): Promise<DayStatusRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (claim) await claimKey(t, claim);
    const status = await ensureDayStatus(t, ref, day.id);
    const [finished] = await t
      .update(userDayStatuses)
      .set({ finishedAt: sql`now()`, updatedAt: sql`now()`, scoresEarned: day.scores })
      .where(and(eq(userDayStatuses.id, status.id), isNull(userDayStatuses.finishedAt)))
      .returning();
    if (!finished) return status;
    if (!day.dayOfRest) {
      await t
        .update(userCourseStreams)
        .set({ completeDaysCount: sql`${userCourseStreams.completeDaysCount} + 1` })
        .where(eq(userCourseStreams.id, ref.streamId));
    }
    if (day.scores > 0) await addScores(t, ref, day.scores, `day:${day.id}`);
    return finished;
  });
}

/**
 * Adds one statistics record to the lesson's totals (each record holds what
 * was watched since the previous send, spec 02 §4). Once the lesson has been
 * watched through, its points are added, once. Throws ViewingTooLong, writing
 * nothing, when the record claims more than the time since the lesson's last one. With a key
 * (decision 067) the key is recorded with the record, or KeyAlreadyUsed is thrown, adding nothing.
 */
export async function addLessonStat(
  db: Db,
  ref: StreamRef,
  input: {
    dayId: number;
    lessonSetLessonId: number;
    viewedSeconds: number;
    playCount: number;
    lesson: { id: number; scores: number; seconds: number };
  },
  claim?: KeyClaim,
): Promise<{ dayStatus: DayStatusRow; lesson: LessonStatusRow }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (claim) await claimKey(t, claim);
    const dayStatus = await ensureDayStatus(t, ref, input.dayId);
    const [lesson] = await t
      .insert(userLessonStatuses)
      .values({
        projectId: ref.projectId,
        userCourseStreamId: ref.streamId,
        userDayStatusId: dayStatus.id,
        lessonSetLessonId: input.lessonSetLessonId,
        viewedSeconds: input.viewedSeconds,
        playCount: input.playCount,
      })
      .onConflictDoUpdate({
        target: [userLessonStatuses.userDayStatusId, userLessonStatuses.lessonSetLessonId],
        // Sums stop at the column's range rather than fail the write (issue 8).
        set: {
          viewedSeconds: sql`least(${userLessonStatuses.viewedSeconds}::bigint + excluded.viewed_seconds, ${INT_MAX})::int`,
          playCount: sql`least(${userLessonStatuses.playCount}::bigint + excluded.play_count, ${INT_MAX})::int`,
          updatedAt: sql`now()`,
        },
        // A record claims no more than the time since the lesson's previous one (viewing-allowance.ts).
        setWhere: sql`excluded.viewed_seconds <= floor(extract(epoch from (now() - ${userLessonStatuses.updatedAt})) * ${MAX_PLAYBACK_RATE}) + ${VIEWING_SLACK_SECONDS}`,
      })
      .returning();
    // Nothing written, and the transaction (with a day status it may have created) rolls back.
    if (!lesson) throw new ViewingTooLong();
    let row = lesson;
    const watchedThrough = input.lesson.seconds > 0 && row.viewedSeconds >= input.lesson.seconds;
    if (input.lesson.scores > 0 && watchedThrough && row.scoresEarned === 0) {
      const [awarded] = await t
        .update(userLessonStatuses)
        .set({ scoresEarned: input.lesson.scores })
        .where(and(eq(userLessonStatuses.id, row.id), eq(userLessonStatuses.scoresEarned, 0)))
        .returning();
      if (awarded) {
        row = awarded;
        await addScores(t, ref, input.lesson.scores, `lesson:${input.lesson.id}`);
      }
    }
    return { dayStatus, lesson: row };
  });
}
