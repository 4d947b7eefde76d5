import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userFiles, users } from '../../db/schema/index.js';

/**
 * The user's avatar is this file; answers the user's row. The avatar writes its own column of
 * the user's row (the account, which deletes the avatar's files with the account, stands above it).
 */
export async function setAvatarFile(db: Db, userId: number, fileId: number) {
  const [row] = await db
    .update(users)
    .set({ avatarFileId: fileId, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function insertUserFile(db: Db, values: typeof userFiles.$inferInsert) {
  const [row] = await db.insert(userFiles).values(values).returning();
  return row!;
}

/** A file of this learner; another learner's id finds nothing. */
export async function ownFile(db: Db, projectId: number, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(userFiles)
    .where(and(eq(userFiles.id, id), eq(userFiles.projectId, projectId), eq(userFiles.userId, userId)));
  return row;
}

export async function schoolFile(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(userFiles)
    .where(and(eq(userFiles.id, id), eq(userFiles.projectId, projectId)));
  return row;
}

/** Where a learner's files are stored: read before the account goes, as the rows go with it. */
export async function userFileKeys(db: Db, projectId: number, userId: number): Promise<string[]> {
  const rows = await db
    .select({ storageKey: userFiles.storageKey })
    .from(userFiles)
    .where(and(eq(userFiles.projectId, projectId), eq(userFiles.userId, userId)));
  return rows.map((r) => r.storageKey);
}
