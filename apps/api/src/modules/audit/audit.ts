import type { AuditAction } from '@cp/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

/** Who acts: the signed-in staff member of the host's school. */
export interface AuditActor {
  projectId: number;
  userId: number;
  name: string;
}

export interface AuditEntry {
  action: AuditAction;
  /** `user`, `stream`, `course`, `brand`, `domain`, `media`, `banner`, ... */
  targetType: string;
  targetId?: string | number | null;
  /** Before/after of what changed, or the reason given; never a secret (no passwords, tokens). */
  details?: Record<string, unknown>;
}

/** The actor of a console call, after `app.authenticate` and the admin check. */
export function auditActor(request: FastifyRequest): AuditActor {
  const u = request.user;
  const name = [u.name, u.lastName].filter(Boolean).join(' ') || u.email || `#${u.id}`;
  return { projectId: request.tenant.project.id, userId: u.id, name };
}

/**
 * Writes one line of the audit log (decision 073). Call it with the transaction that makes the
 * change, so the change and its line are committed together or not at all.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    projectId: actor.projectId,
    actorId: actor.userId,
    actorName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ?? {},
  });
}

/** Many lines of the log in one statement (the console's import of learners, issue 28), in order. */
export async function recordAudits(db: Db, actor: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      projectId: actor.projectId,
      actorId: actor.userId,
      actorName: actor.name,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      details: entry.details ?? {},
    })),
  );
}
