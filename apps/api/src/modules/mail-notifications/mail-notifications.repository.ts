import type { MailNotificationKind } from '@cp/contract';
import { and, asc, eq, exists, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  domains,
  mailNotificationClaims,
  mailNotificationOptOuts,
  pushSubscriptions,
  users,
} from '../../db/schema/index.js';

/** Who a learner's mail goes to, and whether push reaches her (decision 143). */
export async function mailRecipient(db: Db, projectId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      languageCode: users.languageCode,
      timezone: users.timezone,
      blockedAt: users.blockedAt,
      disableNotification: users.disableNotification,
      hasPush: exists(
        db.select({ one: sql`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, users.id)),
      ),
    })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)))
    .limit(1);
  return row;
}

/** The school's domain the mail's links go to: the one named, else the school's first. */
export async function mailDomain(db: Db, projectId: number, host?: string) {
  const first = (named?: string) =>
    db
      .select({
        host: domains.host,
        name: domains.name,
        title: domains.title,
        defaultLanguage: domains.defaultLanguage,
      })
      .from(domains)
      .where(and(eq(domains.projectId, projectId), named ? eq(domains.host, named) : undefined))
      .orderBy(asc(domains.id))
      .limit(1);
  const [row] = host ? await first(host) : [];
  return row ?? (await first())[0];
}

/** The kinds a learner turned off. */
export async function optedOutKinds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ kind: mailNotificationOptOuts.kind })
    .from(mailNotificationOptOuts)
    .where(eq(mailNotificationOptOuts.userId, userId));
  return rows.map((r) => r.kind);
}

export async function isOptedOut(db: Db, userId: number, kind: MailNotificationKind): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(mailNotificationOptOuts)
    .where(and(eq(mailNotificationOptOuts.userId, userId), eq(mailNotificationOptOuts.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

/** A switch on (its row goes) or off (its row stays, the first way it was turned off kept). */
export async function setSwitch(
  db: Db,
  userId: number,
  kind: MailNotificationKind,
  enabled: boolean,
  via: 'settings' | 'unsubscribe',
) {
  if (enabled) {
    await db
      .delete(mailNotificationOptOuts)
      .where(and(eq(mailNotificationOptOuts.userId, userId), eq(mailNotificationOptOuts.kind, kind)));
    return;
  }
  await db.insert(mailNotificationOptOuts).values({ userId, kind, via }).onConflictDoNothing();
}

/** A learner of this school (the unsubscribe link names one by id). */
export async function learnerOfSchool(db: Db, projectId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The claim of one sweep's mail: the unique (kind, subject) lets exactly one process, once,
 * insert the row; whoever gets it back sends, everyone else skips (as the reminders do).
 */
export async function claimMail(
  db: Db,
  c: { projectId: number; userId: number; kind: MailNotificationKind; subject: string },
): Promise<number | undefined> {
  const rows = await db
    .insert(mailNotificationClaims)
    .values(c)
    .onConflictDoNothing()
    .returning({ id: mailNotificationClaims.id });
  return rows[0]?.id;
}

/** Claims older than any event a sweep still looks at can no longer collide. */
export async function pruneClaims(db: Db, before: Date) {
  await db.delete(mailNotificationClaims).where(lt(mailNotificationClaims.createdAt, before));
}
