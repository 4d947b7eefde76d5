import type { SocialNetwork } from '@cp/contract';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { domains, socialAuthClients, socialAuthStates, userExternalAuths } from '../../db/schema/index.js';

export type SocialClientRow = typeof socialAuthClients.$inferSelect;
export type SocialStateRow = typeof socialAuthStates.$inferSelect;
export type ExternalAuthRow = typeof userExternalAuths.$inferSelect;

export async function findClient(db: Db, projectId: number, network: SocialNetwork) {
  const [row] = await db
    .select()
    .from(socialAuthClients)
    .where(
      and(
        eq(socialAuthClients.projectId, projectId),
        eq(socialAuthClients.network, network),
        eq(socialAuthClients.enabled, true),
      ),
    )
    .limit(1);
  return row;
}

export async function enabledNetworks(db: Db, projectId: number): Promise<SocialNetwork[]> {
  const rows = await db
    .select({ network: socialAuthClients.network })
    .from(socialAuthClients)
    .where(and(eq(socialAuthClients.projectId, projectId), eq(socialAuthClients.enabled, true)));
  return rows.map((r) => r.network);
}

/** Host names of the school: return addresses must be on one of them (no open redirect). */
export async function projectHosts(db: Db, projectId: number): Promise<string[]> {
  const rows = await db.select({ host: domains.host }).from(domains).where(eq(domains.projectId, projectId));
  return rows.map((r) => r.host);
}

export async function insertState(db: Db, values: typeof socialAuthStates.$inferInsert) {
  // Flows nobody finished are dropped once well past their expiry, so the table stays small.
  await db.delete(socialAuthStates).where(lt(socialAuthStates.expiresAt, sql`now() - interval '1 hour'`));
  await db.insert(socialAuthStates).values(values);
}

export async function findState(db: Db, projectId: number, network: SocialNetwork, stateHash: string) {
  const [row] = await db
    .select()
    .from(socialAuthStates)
    .where(
      and(
        eq(socialAuthStates.stateHash, stateHash),
        eq(socialAuthStates.projectId, projectId),
        eq(socialAuthStates.network, network),
      ),
    )
    .limit(1);
  return row;
}

/** Marks the state used; only one request can ever do so (a replayed callback finds it used). */
export async function useState(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(socialAuthStates)
    .set({ usedAt: sql`now()` })
    .where(and(eq(socialAuthStates.id, id), sql`${socialAuthStates.usedAt} is null`))
    .returning({ id: socialAuthStates.id });
  return rows.length === 1;
}

export async function findLink(db: Db, projectId: number, source: SocialNetwork, socialId: string) {
  const [row] = await db
    .select()
    .from(userExternalAuths)
    .where(
      and(
        eq(userExternalAuths.projectId, projectId),
        eq(userExternalAuths.source, source),
        eq(userExternalAuths.socialId, socialId),
      ),
    )
    .limit(1);
  return row;
}

/** Links the network to the user; an earlier link of the same network of this user is replaced. */
export async function linkNetwork(db: Db, values: typeof userExternalAuths.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx
      .delete(userExternalAuths)
      .where(and(eq(userExternalAuths.userId, values.userId), eq(userExternalAuths.source, values.source)));
    await tx.insert(userExternalAuths).values(values);
  });
}

export async function listLinks(db: Db, userId: number) {
  return db
    .select({ id: userExternalAuths.id, source: userExternalAuths.source })
    .from(userExternalAuths)
    .where(eq(userExternalAuths.userId, userId))
    .orderBy(asc(userExternalAuths.id));
}

/** Deletes the link only if it is the user's own; answers whether it was. */
export async function deleteLink(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userExternalAuths)
    .where(and(eq(userExternalAuths.id, id), eq(userExternalAuths.userId, userId)))
    .returning({ id: userExternalAuths.id });
  return rows.length === 1;
}
