import type { SupportRequestStatus } from '@cp/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  courses,
  supportCategories,
  supportReplies,
  techQuestions,
  userCourseStreams,
  users,
} from '../../../db/schema/index.js';

export interface InboxFilter {
  status?: SupportRequestStatus | undefined;
  category?: number | undefined;
  q?: string | undefined;
}

/** `%` and `_` typed by an administrator are searched for, not wildcards. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(projectId: number, filter: InboxFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(techQuestions.projectId, projectId)];
  if (filter.status) parts.push(eq(techQuestions.status, filter.status));
  if (filter.category) parts.push(eq(techQuestions.supportCategoryId, filter.category));
  if (filter.q) {
    const pattern = likeText(filter.q);
    parts.push(
      or(
        ilike(techQuestions.name, pattern),
        ilike(techQuestions.email, pattern),
        ilike(users.email, pattern),
        ilike(techQuestions.message, pattern),
      ),
    );
  }
  return and(...parts)!;
}

const repliesCount = sql<number>`(select count(*)::int from ${supportReplies} where ${supportReplies.questionId} = ${techQuestions.id})`;

/** The columns of a request with what the inbox shows beside it (account, category, course). */
const requestColumns = {
  request: techQuestions,
  accountEmail: users.email,
  categoryTitle: supportCategories.title,
  courseTitle: courses.title,
  repliesCount,
};

function withContext(db: Db) {
  return db
    .select(requestColumns)
    .from(techQuestions)
    .leftJoin(users, eq(users.id, techQuestions.userId))
    .leftJoin(
      supportCategories,
      and(
        eq(supportCategories.projectId, techQuestions.projectId),
        eq(supportCategories.id, techQuestions.supportCategoryId),
      ),
    )
    .leftJoin(courses, eq(courses.id, techQuestions.courseId));
}

/** One page of the school's requests, newest first (the project/status/created index). */
export function listRequests(db: Db, projectId: number, filter: InboxFilter, limit: number, offset: number) {
  return withContext(db)
    .where(where(projectId, filter))
    .orderBy(desc(techQuestions.createdAt), desc(techQuestions.id))
    .limit(limit)
    .offset(offset);
}
export type RequestRow = Awaited<ReturnType<typeof listRequests>>[number];

export async function countRequests(db: Db, projectId: number, filter: InboxFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(techQuestions)
    .leftJoin(users, eq(users.id, techQuestions.userId))
    .where(where(projectId, filter));
  return row?.n ?? 0;
}

export function countByStatus(db: Db, projectId: number) {
  return db
    .select({ status: techQuestions.status, n: count() })
    .from(techQuestions)
    .where(eq(techQuestions.projectId, projectId))
    .groupBy(techQuestions.status);
}

/** A request of this school, or null (another school's id is as missing as a missing one). */
export async function findRequest(db: Db, projectId: number, id: number) {
  const [row] = await withContext(db)
    .where(and(eq(techQuestions.projectId, projectId), eq(techQuestions.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findLearner(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      languageCode: users.languageCode,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function findStream(db: Db, projectId: number, streamId: number) {
  const [row] = await db
    .select({
      id: userCourseStreams.id,
      courseId: userCourseStreams.courseId,
      courseTitle: courses.title,
      startDate: userCourseStreams.startDate,
      endDate: userCourseStreams.endDate,
    })
    .from(userCourseStreams)
    .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
    .where(and(eq(userCourseStreams.projectId, projectId), eq(userCourseStreams.id, streamId)))
    .limit(1);
  return row ?? null;
}

export type ReplyRow = typeof supportReplies.$inferSelect;

export function listReplies(db: Db, questionId: number) {
  return db
    .select()
    .from(supportReplies)
    .where(eq(supportReplies.questionId, questionId))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
}

export async function findReply(db: Db, projectId: number, questionId: number, replyId: number) {
  const [row] = await db
    .select()
    .from(supportReplies)
    .where(
      and(
        eq(supportReplies.projectId, projectId),
        eq(supportReplies.questionId, questionId),
        eq(supportReplies.id, replyId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertReply(db: Db, values: typeof supportReplies.$inferInsert) {
  const [row] = await db.insert(supportReplies).values(values).returning();
  return row!;
}

export async function markReplyMailed(db: Db, replyId: number) {
  const [row] = await db
    .update(supportReplies)
    .set({ mailedAt: new Date() })
    .where(eq(supportReplies.id, replyId))
    .returning();
  return row!;
}

export async function setStatus(db: Db, id: number, status: SupportRequestStatus) {
  await db.update(techQuestions).set({ status, updatedAt: new Date() }).where(eq(techQuestions.id, id));
}
