import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userFiles } from '../../db/schema/index.js';

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
