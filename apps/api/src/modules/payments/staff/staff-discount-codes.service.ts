import type { StaffDiscountCode, staffDiscountCodeBody } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { isUniqueViolation } from '../../auth/sessions.service.js';
import { fieldError } from '../../learning/field-error.js';
import { presentDiscountCode } from './staff-payments.presenter.js';
import {
  codeTaken,
  type DiscountCodeValues,
  deleteUnusedDiscountCode,
  findDiscountCode,
  insertDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from './staff-sales.repository.js';
import { notFound, requireService } from './staff-services.service.js';

/**
 * Discount codes (issue 11, decision 060): one service each, a percentage or an amount in minor
 * units, an expiry and a usage limit. A code is unique in its school whatever its letter case;
 * its `used_count` is the orders' business (reserved by a guarded UPDATE when an order is made),
 * so an administrator never sets it, never limits a code below it, and never deletes a used code.
 */

type CodeBody = z.output<typeof staffDiscountCodeBody>;

function codeValues(body: CodeBody): DiscountCodeValues {
  return {
    code: body.code,
    courseServiceId: body.course_service_id,
    kind: body.kind,
    value: body.value,
    expiresAt: body.expires_at === null ? null : new Date(body.expires_at * 1000),
    usageLimit: body.usage_limit,
  };
}

const taken = (request: FastifyRequest) => new ApiError(409, message('staffDiscountCodeTaken', request.lang));

/** The write, with a unique-index refusal (two administrators typing one code at once) as 409. */
async function asCodeConflict<T>(request: FastifyRequest, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(request);
    throw error;
  }
}

export async function listStaffDiscountCodes(
  app: FastifyInstance,
  request: FastifyRequest,
  serviceId?: number,
): Promise<StaffDiscountCode[]> {
  return (await listDiscountCodes(app.db, request.tenant.project.id, serviceId)).map(presentDiscountCode);
}

export async function createStaffDiscountCode(
  app: FastifyInstance,
  request: FastifyRequest,
  body: CodeBody,
): Promise<StaffDiscountCode> {
  const projectId = request.tenant.project.id;
  await requireService(app, request, body.course_service_id);
  if (await codeTaken(app.db, projectId, body.code)) throw taken(request);
  const row = await asCodeConflict(request, () => insertDiscountCode(app.db, projectId, codeValues(body)));
  return presentDiscountCode(row);
}

export async function updateStaffDiscountCode(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: CodeBody,
): Promise<StaffDiscountCode> {
  const projectId = request.tenant.project.id;
  const current = await findDiscountCode(app.db, projectId, id);
  if (!current) throw notFound(request);
  await requireService(app, request, body.course_service_id);
  if (await codeTaken(app.db, projectId, body.code, id)) throw taken(request);
  const row = await asCodeConflict(request, () =>
    updateDiscountCode(app.db, projectId, id, codeValues(body)),
  );
  if (row) return presentDiscountCode(row);
  // The guard refused: the limit is below the uses counted (read again: orders move it).
  const now = await findDiscountCode(app.db, projectId, id);
  if (!now) throw notFound(request);
  throw fieldError(
    'usage_limit',
    message('staffDiscountCodeLimitBelowUsed', request.lang, { used: now.usedCount }),
  );
}

export async function deleteStaffDiscountCode(app: FastifyInstance, request: FastifyRequest, id: number) {
  const projectId = request.tenant.project.id;
  if (!(await findDiscountCode(app.db, projectId, id))) throw notFound(request);
  if (!(await deleteUnusedDiscountCode(app.db, projectId, id))) {
    throw new ApiError(409, message('staffDiscountCodeUsed', request.lang));
  }
}
