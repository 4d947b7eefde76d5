import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificateDesigns, certificates, users } from '../../db/schema/index.js';

export type CertificateRow = typeof certificates.$inferSelect;
export type CertificateDesignRow = typeof certificateDesigns.$inferSelect;

/** The certificate issued for a stream, if any. */
export async function certificateOfStream(db: Db, projectId: number, streamId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userCourseStreamId, streamId), eq(certificates.projectId, projectId)))
    .limit(1);
  return row ?? null;
}

/** A certificate of this school by its id. */
export async function certificateById(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.projectId, projectId)))
    .limit(1);
  return row ?? null;
}

/** A certificate of this school by its code: another school's code is no certificate here. */
export async function certificateByCode(db: Db, projectId: number, code: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.code, code), eq(certificates.projectId, projectId)))
    .limit(1);
  return row ?? null;
}

export type NewCertificate = Pick<
  typeof certificates.$inferInsert,
  | 'projectId'
  | 'userId'
  | 'userCourseStreamId'
  | 'courseId'
  | 'code'
  | 'learnerName'
  | 'courseTitle'
  | 'schoolName'
>;

/**
 * Inserts the certificate with the school's next number. Nothing is inserted when the stream
 * already has one (a second request at the same moment) or another issue took the number: the
 * caller reads the stream's certificate, or tries again.
 */
export async function insertCertificate(db: Db, values: NewCertificate): Promise<CertificateRow | null> {
  const next = sql<number>`(select coalesce(max(${certificates.number}), 0) + 1 from ${certificates} where ${certificates.projectId} = ${values.projectId})`;
  const [row] = await db
    .insert(certificates)
    .values({ ...values, number: next })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The school's certificates, newest first, with their learners' e-mail. */
export async function schoolCertificates(db: Db, projectId: number, page: number, perPage: number) {
  const where = eq(certificates.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ certificate: certificates, email: users.email })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(certificates).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Revokes a valid certificate of the school; answers it as it is now, with its learner's e-mail
 * (revoked once, at its first revocation), or null when the school has no such certificate.
 */
/**
 * Revokes the school's certificate `id` if it is not revoked yet. Answers the certificate with its
 * learner's e-mail (null when the school has no such id) and whether this call revoked it.
 */
export async function revokeCertificate(db: Db, projectId: number, id: number, by: number) {
  const revokedNow = await db
    .update(certificates)
    .set({ revokedAt: sql`now()`, revokedBy: by })
    .where(
      and(eq(certificates.id, id), eq(certificates.projectId, projectId), isNull(certificates.revokedAt)),
    )
    .returning({ id: certificates.id });
  const [row] = await db
    .select({ certificate: certificates, email: users.email })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(and(eq(certificates.id, id), eq(certificates.projectId, projectId)));
  return row ? { ...row, revokedNow: revokedNow.length > 0 } : null;
}

export async function designRowOf(db: Db, projectId: number) {
  const [row] = await db.select().from(certificateDesigns).where(eq(certificateDesigns.projectId, projectId));
  return row ?? null;
}

export async function upsertDesign(
  db: Db,
  projectId: number,
  design: Pick<CertificateDesignRow, 'showLogo' | 'primaryColor' | 'accentColor' | 'signatureText'>,
  by: number,
) {
  const set = { ...design, updatedAt: sql`now()`, updatedBy: by };
  const [row] = await db
    .insert(certificateDesigns)
    .values({ projectId, ...design, updatedBy: by })
    .onConflictDoUpdate({ target: certificateDesigns.projectId, set })
    .returning();
  return row!;
}
