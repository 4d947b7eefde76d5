import type { UploadKind, UploadPurpose } from '@cp/contract';
import { and, count, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fromJsonRows, jsonRowsWhere } from '../../db/json-rows.js';
import { preparedStatement } from '../../db/prepared.js';
import { uploadLocks, uploads } from '../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every read names the school and the person, or one message's files (decision 052). */

export async function insertUpload(
  db: Db,
  row: {
    id: string;
    projectId: number;
    userId: number;
    size: number;
    originalName: string;
    purpose: UploadPurpose;
  },
) {
  await db.insert(uploads).values(row);
}

/** The caller's own upload in this school, not attached to a message yet; null otherwise. */
export async function findOwnUpload(db: Db, projectId: number, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.projectId, projectId),
        eq(uploads.userId, userId),
        isNull(uploads.attachedMessageId),
      ),
    );
  return row ?? null;
}

export async function findUpload(db: Db, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row ?? null;
}

export async function countUnfinished(db: Db, projectId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(
      and(eq(uploads.userId, userId), eq(uploads.projectId, projectId), eq(uploads.status, 'uploading')),
    );
  return row?.n ?? 0;
}

export async function markReady(
  db: Db,
  id: string,
  values: { kind: UploadKind; mime: string; storagePath: string; previewPath: string | null },
) {
  await db
    .update(uploads)
    .set({ ...values, status: 'ready' })
    .where(eq(uploads.id, id));
}

export async function deleteUpload(db: Db, id: string) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/**
 * Attaches the caller's finished, unattached uploads of the given kinds to a message, inside the
 * message's transaction; answers the rows attached (fewer than asked when one is not the
 * caller's, not finished, already sent or of another kind: the caller rolls back). Row locks
 * make a second message wait, then find the upload taken.
 */
export async function attachUploads(
  tx: Tx,
  owner: { projectId: number; userId: number },
  ids: string[],
  messageId: number,
  kinds: readonly UploadKind[],
): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(uploads)
    .set({ attachedMessageId: messageId })
    .where(
      and(
        inArray(uploads.id, ids),
        eq(uploads.projectId, owner.projectId),
        eq(uploads.userId, owner.userId),
        eq(uploads.status, 'ready'),
        inArray(uploads.kind, [...kinds]),
        isNull(uploads.attachedMessageId),
      ),
    )
    .returning();
  // In the order the message named them.
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is UploadRow => r !== undefined);
}

/** The files of a page of messages (uploads_message_idx), in upload order. */
// Read with every page of a chat: prepared (decision 139), the ids as one array so that the
// statement's text does not change with their number.
const filesOfMessagesStatement = preparedStatement((db: Db | Tx) =>
  db
    .select()
    .from(uploads)
    .where(sql`${uploads.attachedMessageId} = any(${sql.placeholder('messageIds')}::int[])`)
    .orderBy(uploads.createdAt, uploads.id)
    .prepare('files_of_messages'),
);

/**
 * One message's files as a JSON array inside another read (decision 139), in the order
 * `filesOfMessages` gives them: a read of messages carries its attachments in the same statement
 * instead of a second round trip. `messageId` is the outer query's message id, written out with
 * its table's name. Decode with `filesFromJson`.
 */
export function filesOfMessageJson(messageId: SQL): SQL<unknown> {
  return jsonRowsWhere(uploads, uploads.attachedMessageId, messageId, [uploads.createdAt, uploads.id]);
}

/** The files `filesOfMessageJson` answered, as a select of the uploads gives them. */
export function filesFromJson(json: unknown): UploadRow[] {
  return fromJsonRows(uploads, json);
}

export async function filesOfMessages(db: Db | Tx, messageIds: number[]) {
  const byMessage = new Map<number, UploadRow[]>();
  if (messageIds.length === 0) return byMessage;
  // An array literal (integers only), as both drivers take it.
  const rows = await filesOfMessagesStatement(db).execute({
    messageIds: `{${messageIds.map(Number).join(',')}}`,
  });
  for (const row of rows) {
    const list = byMessage.get(row.attachedMessageId!) ?? [];
    list.push(row);
    byMessage.set(row.attachedMessageId!, list);
  }
  return byMessage;
}

/** Takes the unattached uploads created before `before` off the table; answers them for their files. */
export async function takeAbandoned(db: Db, before: Date, limit = 500) {
  const old = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.attachedMessageId), lt(uploads.createdAt, before)))
    .limit(limit);
  if (old.length === 0) return [];
  // Deleted with the same condition: an upload attached meanwhile stays; several processes
  // sweeping at once each remove only the rows they deleted.
  return db
    .delete(uploads)
    .where(
      and(
        inArray(
          uploads.id,
          old.map((o) => o.id),
        ),
        isNull(uploads.attachedMessageId),
      ),
    )
    .returning({ id: uploads.id, projectId: uploads.projectId });
}

/** Leases a crashed process left behind (uploads-locker.ts): long expired, nobody holds them. */
export async function dropStaleLocks(db: Db) {
  await db.delete(uploadLocks).where(lt(uploadLocks.expiresAt, sql`now() - interval '1 hour'`));
}
