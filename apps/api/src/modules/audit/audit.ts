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

/** A value changed: what it was and what it became (decision 073). */
export interface AuditChange {
  from: unknown;
  to: unknown;
}

/**
 * `{field: {from, to}}` of each field whose value differs between two readings of one thing,
 * compared as JSON (so lists and times compare by value); the fields of `after` decide which
 * are read. Empty when nothing changed: the caller then writes no line.
 */
export function changedValues(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, AuditChange> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.fromEntries(
    Object.keys(after)
      .filter((key) => !same(before[key], after[key]))
      .map((key) => [key, { from: before[key] ?? null, to: after[key] ?? null }]),
  );
}

/** A thing as a line lists it when it is made or removed: its fields that have a value. */
export function presentValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));
}

/** The longest text a line keeps of a description or instructions: the log says what changed, the row keeps it. */
export const AUDIT_TEXT_MAX = 300;

export function auditText(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  return text.length > AUDIT_TEXT_MAX ? `${text.slice(0, AUDIT_TEXT_MAX - 1)}…` : text;
}

/** The actor of a console call, after `app.authenticate` and the admin check. */
export function auditActor(request: FastifyRequest): AuditActor {
  return actorOf(request.tenant.project.id, request.user);
}

/** A person as the log names them: their name, else their e-mail, else their number. */
export function personName(u: {
  id: number;
  name?: string | null;
  lastName?: string | null;
  email?: string | null;
}) {
  return [u.name, u.lastName].filter(Boolean).join(' ') || u.email || `#${u.id}`;
}

/** The actor of a change made by someone not yet signed in (accepting a staff invitation). */
export function actorOf(
  projectId: number,
  u: { id: number; name?: string | null; lastName?: string | null; email?: string | null },
): AuditActor {
  return { projectId, userId: u.id, name: personName(u) };
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
