import { CHAT_STAFF_ROLES } from '@cp/contract';
import { and, count, eq, getTableColumns, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { chatChannels, chatMessages, consultations, courseExperts, users } from '../../db/schema/index.js';

/** Who answers a course's chats, and the expert desk's reads: its chats and its ratings. */

/**
 * Which of these courses someone answers: an expert (or administrator, decision 053) assigned to
 * it who still holds a staff role and is not blocked. One read of the course_experts key per course.
 */
// Read with every page of a chat: prepared (decision 139), the ids as one array so that the
// statement's text does not change with their number.
const coursesWithExpertsStatement = preparedStatement((db: Db) =>
  db
    .selectDistinct({ courseId: courseExperts.courseId })
    .from(courseExperts)
    .innerJoin(users, eq(users.id, courseExperts.userId))
    .where(
      and(
        eq(courseExperts.projectId, sql.placeholder('projectId')),
        sql`${courseExperts.courseId} = any(${sql.placeholder('courseIds')}::int[])`,
        inArray(users.role, [...CHAT_STAFF_ROLES]),
        isNull(users.blockedAt),
      ),
    )
    .prepare('courses_with_experts'),
);

export async function coursesWithExperts(db: Db, projectId: number, courseIds: number[]) {
  if (courseIds.length === 0) return new Set<number>();
  // An array literal (integers only), as both drivers take it.
  const ids = `{${[...new Set(courseIds)].map(Number).join(',')}}`;
  const rows = await coursesWithExpertsStatement(db).execute({ projectId, courseIds: ids });
  return new Set(rows.map((r) => r.courseId));
}

/**
 * A chat of this school and whether someone answers its course (the rule of `coursesWithExperts`),
 * in one statement: a learner's every chat call needs both, and read apart they were two round
 * trips, one after the other (decision 139). The channel's columns are written out with its
 * table's name: the subquery's tables have columns of the same names.
 */
const channelWithExpertStatement = preparedStatement((db: Db) => {
  const outer = (column: string) => sql`${chatChannels}.${sql.identifier(column)}`;
  return db
    .select({
      ...getTableColumns(chatChannels),
      hasExpert: sql<boolean>`exists (
        select 1 from ${courseExperts} e inner join ${users} u on u.id = e.user_id
        where e.project_id = ${outer('project_id')} and e.course_id = ${outer('course_id')}
          and u.role in (${sql.join(
            CHAT_STAFF_ROLES.map((role) => sql`${role}`),
            sql`, `,
          )}) and u.blocked_at is null)`,
    })
    .from(chatChannels)
    .where(
      and(
        eq(chatChannels.projectId, sql.placeholder('projectId')),
        eq(chatChannels.id, sql.placeholder('chatId')),
      ),
    )
    .prepare('chat_channel_with_expert');
});

export async function findChannelWithExpert(db: Db, projectId: number, chatId: number) {
  const [row] = await channelWithExpertStatement(db).execute({ projectId, chatId });
  if (!row) return null;
  const { hasExpert, ...channel } = row;
  return { channel, hasExpert: Boolean(hasExpert) };
}

/** A page of the chats of the expert's courses, most unread first, then newest. */
export async function deskChannels(
  db: Db,
  projectId: number,
  courseIds: number[],
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  if (courseIds.length === 0) return { rows: [], total: 0 };
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(chatChannels.projectId, projectId),
    inArray(chatChannels.courseId, courseIds),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.name, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`coalesce(${users.name}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ channel: chatChannels, learner: users })
      .from(chatChannels)
      .innerJoin(users, eq(users.id, chatChannels.userId))
      .where(where)
      .orderBy(
        // As the desk index orders them (drizzle's `.desc()` there is NULLS LAST), so a page is an index walk.
        sql`${chatChannels.expertUnread} desc nulls last`,
        sql`${chatChannels.lastMessageAt} desc nulls last`,
        sql`${chatChannels.id} desc nulls last`,
      )
      .limit(page.limit)
      .offset(page.offset),
    // Without a search the count needs no learner: an index-only count of the courses' chats.
    pattern
      ? db
          .select({ n: count() })
          .from(chatChannels)
          .innerJoin(users, eq(users.id, chatChannels.userId))
          .where(where)
      : db.select({ n: count() }).from(chatChannels).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findUser(db: Db, projectId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)));
  return row ?? null;
}

export interface RatingRow {
  kind: 'message' | 'consultation';
  id: number;
  chatId: number;
  rating: number;
  ratedAt: Date;
  message: string | null;
}

/**
 * A page of the ratings the expert received, newest first: of their messages, and of the
 * consultations they opened. Each side is the expert's own partial index range.
 */
export async function ratingsOf(
  db: Db,
  projectId: number,
  expertId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: RatingRow[]; total: number }> {
  const both = sql`
    select 'message' as kind, id, chat_channel_id, rating, rated_at, message from ${chatMessages}
      where user_id = ${expertId} and project_id = ${projectId} and rating is not null
    union all
    select 'consultation', id, chat_channel_id, rating, rated_at, null from ${consultations}
      where opened_by = ${expertId} and project_id = ${projectId} and rating is not null`;
  // Both drivers (pg, PGlite) answer raw SQL with `{rows}`.
  const [found, counted] = await Promise.all([
    db.execute(
      sql`select * from (${both}) r order by rated_at desc, id desc limit ${page.limit} offset ${page.offset}`,
    ),
    db.execute(sql`select count(*)::int as n from (${both}) r`),
  ]);
  const rows = (found as unknown as { rows: Record<string, unknown>[] }).rows;
  const totals = (counted as unknown as { rows: { n: number }[] }).rows;
  return {
    rows: rows.map((r) => ({
      kind: r.kind as RatingRow['kind'],
      id: Number(r.id),
      chatId: Number(r.chat_channel_id),
      rating: Number(r.rating),
      ratedAt: new Date(r.rated_at as string | Date),
      message: (r.message as string | null) ?? null,
    })),
    total: Number(totals[0]?.n ?? 0),
  };
}
