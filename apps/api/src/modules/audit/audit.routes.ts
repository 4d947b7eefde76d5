import {
  type AuditEntry,
  auditList,
  auditQuery,
  CONSOLE_AUDIT_ROUTES,
  httpError,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSeconds } from '../../lib/time.js';
import { pageOf } from '../../plugins/pagination.js';
import { adminOnly } from '../staff-roles/index.js';
import { type AuditRow, listAudit } from './audit.repository.js';

function presentAudit(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_name: row.actorName,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    details: row.details,
    created_at: toSeconds(row.createdAt)!,
  };
}

/** GET /staff/audit (decision 073): the school's console log, newest first, filtered and paginated. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONSOLE_AUDIT_ROUTES.list,
    {
      onRequest: [app.authenticate, adminOnly],
      schema: {
        tags: ['console'],
        security: [{ bearer: [] }],
        summary: "The school's audit log, newest first; filter by action, target or actor",
        querystring: auditQuery,
        response: { 200: auditList, 401: httpError, 403: httpError, 422: validationErrorList },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listAudit(
        app.db,
        request.tenant.project.id,
        { action: q.action, targetType: q.target_type, targetId: q.target_id, actorId: q.actor_id },
        pageOf(q),
      );
      return reply.paginate(q, total).send(rows.map(presentAudit));
    },
  );
};
