import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import type { Page } from '../../plugins/pagination.js';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  actorId?: number | undefined;
}

/** A page of one school's log, newest first (the (project_id, created_at) index, read backwards). */
export async function listAudit(db: Db, projectId: number, filter: AuditFilter, page: Page) {
  const conditions: (SQL | undefined)[] = [eq(auditLog.projectId, projectId)];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(auditLog, where),
  ]);
  return { rows, total: Number(total) };
}
