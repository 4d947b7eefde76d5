import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chatMessages } from './chat.js';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * Chat attachments uploaded by tus (issue 9 "Files", decision 052). The id is the tus upload id
 * the client holds; a row is made when the upload is created and finished (`ready`) once the
 * last byte arrived and the content proved a photo or a video. Rows go with their author's
 * account, and with the message they are attached to.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The tus upload id (32 hex digits, chosen by the server). */
    id: text('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['uploading', 'ready'] })
      .notNull()
      .default('uploading'),
    /** Known once finished, from the content (never from the name). */
    kind: text('kind', { enum: ['image', 'video', 'document'] }),
    /** What it is for (tus metadata `purpose`): a chat message (photo or video) or a homework hand-in. */
    purpose: text('purpose', { enum: ['chat', 'homework'] })
      .notNull()
      .default('chat'),
    mime: text('mime'),
    /** The declared Upload-Length, bytes. */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The file name the client gave (tus metadata `filename`), shown in the chat. */
    originalName: text('original_name').notNull(),
    /** Path of the finished file under DATA_DIR/uploads; null while uploading. */
    storagePath: text('storage_path'),
    /** The photo's thumbnail or the video's poster frame, under DATA_DIR/uploads; null without one. */
    previewPath: text('preview_path'),
    attachedMessageId: integer('attached_message_id').references(() => chatMessages.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The per-person cap on unfinished uploads (decision 052).
    index('uploads_user_unfinished_idx').on(t.userId).where(sql`${t.status} = 'uploading'`),
    // The files of a page of messages.
    index('uploads_message_idx').on(t.attachedMessageId).where(sql`${t.attachedMessageId} is not null`),
    // The sweep of abandoned uploads: unattached, oldest first.
    index('uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedMessageId} is null`),
    check(
      'uploads_ready_has_file',
      sql`${t.status} <> 'ready' or (${t.storagePath} is not null and ${t.kind} is not null)`,
    ),
  ],
);

/**
 * The tus lock of an upload being written, shared by every API process (decision 052): a lease
 * its holder renews while it writes, so a crashed process's lock runs out; a request that wants
 * the upload asks the holder to let go through `release_requested`.
 */
export const uploadLocks = pgTable('upload_locks', {
  /** The tus upload id. */
  id: text('id').primaryKey(),
  /** Which request holds it. */
  token: text('token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  releaseRequested: boolean('release_requested').notNull().default(false),
});
