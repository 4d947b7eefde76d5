import { STAFF_ROLES, type StaffRole } from '@cp/contract';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseExperts, courses, staffInvites, users } from '../../db/schema/index.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;
export type StaffUserRow = typeof users.$inferSelect & { role: StaffRole };
export type InviteRow = typeof staffInvites.$inferSelect;

const isStaff = (row: typeof users.$inferSelect): row is StaffUserRow =>
  (STAFF_ROLES as readonly string[]).includes(row.role);

/** The school's courses: what an administrator assigns (one school, never the installation). */
export function schoolCourses(db: Queryable, projectId: number) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.projectId, projectId))
    .orderBy(asc(courses.title), asc(courses.id));
}

/** The courses of these members (course_experts), for one school. */
export async function coursesOfMembers(db: Queryable, projectId: number, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: courseExperts.userId, id: courses.id, title: courses.title })
    .from(courseExperts)
    .innerJoin(courses, eq(courses.id, courseExperts.courseId))
    .where(and(eq(courseExperts.projectId, projectId), inArray(courseExperts.userId, userIds)))
    .orderBy(asc(courses.title), asc(courses.id));
}

/** A user of this school by id; another school's id is the same as a missing one. */
export async function findSchoolUser(db: Queryable, projectId: number, userId: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A staff member (expert or admin) of this school, or undefined. */
export async function findMember(db: Queryable, projectId: number, userId: number, lock = false) {
  const row = await findSchoolUser(db, projectId, userId, lock);
  return row && isStaff(row) ? row : undefined;
}

export async function findUserByEmail(db: Queryable, projectId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.email, email)));
  return row;
}

/** The school's experts and administrators, administrators first. */
export async function teamMembers(db: Queryable, projectId: number): Promise<StaffUserRow[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.projectId, projectId), inArray(users.role, [...STAFF_ROLES])))
    .orderBy(asc(users.role), asc(users.name), asc(users.id));
  return rows.filter(isStaff);
}

/**
 * The school's administrators, locked: every change that could leave a school without one
 * takes these locks first, so two administrators demoting each other at once cannot both pass
 * (the second one's read waits, then no longer sees the first as an administrator).
 */
export async function lockAdmins(tx: Tx, projectId: number) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.role, 'admin')))
    .orderBy(asc(users.id))
    .for('update');
}

export async function setRole(db: Queryable, userId: number, role: (typeof users.$inferSelect)['role']) {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Replaces the member's courses with exactly these. */
export async function replaceCourses(tx: Tx, projectId: number, userId: number, courseIds: number[]) {
  await tx
    .delete(courseExperts)
    .where(and(eq(courseExperts.projectId, projectId), eq(courseExperts.userId, userId)));
  if (courseIds.length) {
    await tx
      .insert(courseExperts)
      .values(courseIds.map((courseId) => ({ projectId, courseId, userId })))
      .onConflictDoNothing();
  }
}

/** Which of these ids are courses of this school. */
export async function existingCourseIds(db: Queryable, projectId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), inArray(courses.id, ids)));
  return rows.map((r) => r.id);
}

/** The titles of these courses of the school, in title order: what an audit line lists (decision 119). */
export async function courseTitles(db: Queryable, projectId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ title: courses.title })
    .from(courses)
    .where(and(eq(courses.projectId, projectId), inArray(courses.id, ids)))
    .orderBy(asc(courses.title), asc(courses.id));
  return rows.map((r) => r.title);
}

export async function insertInvite(tx: Tx, values: typeof staffInvites.$inferInsert) {
  const [row] = await tx.insert(staffInvites).values(values).returning();
  return row!;
}

/** A newer invitation to the same address replaces the open ones. */
export async function revokeOpenInvites(tx: Tx, projectId: number, email: string, now: Date) {
  await tx
    .update(staffInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffInvites.projectId, projectId),
        eq(staffInvites.email, email),
        isNull(staffInvites.acceptedAt),
        isNull(staffInvites.revokedAt),
      ),
    );
}

/** Invitations that can still be accepted. */
export function pendingInvites(db: Queryable, projectId: number, now: Date) {
  return db
    .select()
    .from(staffInvites)
    .where(
      and(
        eq(staffInvites.projectId, projectId),
        isNull(staffInvites.acceptedAt),
        isNull(staffInvites.revokedAt),
        gt(staffInvites.expiresAt, now),
      ),
    )
    .orderBy(asc(staffInvites.createdAt), asc(staffInvites.id));
}

/** One index lookup on the unique hash, within the host's school. */
export async function findInvite(db: Queryable, projectId: number, tokenHash: string, lock = false) {
  const query = db
    .select()
    .from(staffInvites)
    .where(and(eq(staffInvites.projectId, projectId), eq(staffInvites.tokenHash, tokenHash)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markAccepted(tx: Tx, inviteId: number, userId: number, now: Date) {
  await tx
    .update(staffInvites)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(staffInvites.id, inviteId));
}

export async function lockInvite(tx: Tx, inviteId: number) {
  const [row] = await tx.select().from(staffInvites).where(eq(staffInvites.id, inviteId)).for('update');
  return row;
}

/** Adds courses to the member's, keeping the ones they have. */
export async function addCourses(tx: Tx, projectId: number, userId: number, courseIds: number[]) {
  await tx
    .insert(courseExperts)
    .values(courseIds.map((courseId) => ({ projectId, courseId, userId })))
    .onConflictDoNothing();
}

export async function insertStaffUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

/** Withdraws an open invitation of this school; answers it, or undefined when there was none. */
export async function revokeInvite(db: Queryable, projectId: number, inviteId: number, now: Date) {
  const rows = await db
    .update(staffInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffInvites.projectId, projectId),
        eq(staffInvites.id, inviteId),
        isNull(staffInvites.acceptedAt),
        isNull(staffInvites.revokedAt),
      ),
    )
    .returning({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role });
  return rows[0];
}
