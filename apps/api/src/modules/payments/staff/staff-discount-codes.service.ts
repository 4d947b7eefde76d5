import {
  type AuditAction,
  formatMinorUnits,
  type StaffDiscountCode,
  type staffDiscountCodeBody,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldError, fieldErrors } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { auditActor, changedValues, presentValues, recordAudit } from '../../audit/index.js';
import { isUniqueViolation } from '../../auth/index.js';
import type { Tx } from '../fulfilment.js';
import { findSchoolService } from './staff-catalogue.repository.js';
import { lockSchoolCurrency } from './staff-currency.js';
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
 * A code is refused (422, nothing saved) when it could never do what it says: an expiry already
 * past (on an edit only when the expiry is the one changed: an expired code's other fields stay
 * editable), or an amount off above the price of its one service (pricing.ts would cap it at the
 * price anyway, so it only misleads; an amount equal to the price makes the service free, which a
 * school may want). A percentage above 100 or a value below 1 the contract's schema refuses.
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

/**
 * A code as its audit line reads it (decision 119): an amount off is money beside the school's
 * currency, a percentage is a number; the service by its title, the expiry as an ISO time.
 */
function auditedCode(values: DiscountCodeValues, service: string) {
  return {
    code: values.code,
    service,
    percent: values.kind === 'percent' ? values.value : null,
    amount: values.kind === 'amount' ? values.value : null,
    expires_at: values.expiresAt?.toISOString() ?? null,
    usage_limit: values.usageLimit ?? null,
  };
}

function audit(
  tx: Tx,
  request: FastifyRequest,
  action: AuditAction,
  id: number,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, auditActor(request), { action, targetType: 'discount_code', targetId: id, details });
}

/** The title of the code's service, read in the change's transaction. */
async function serviceTitle(tx: Tx, projectId: number, serviceId: number) {
  return (await findSchoolService(tx, projectId, serviceId))?.title ?? '';
}

/**
 * The rules of a code the schema cannot say, in the change's transaction after the school's row
 * is held (so the price and the currency agree): `before` is the code being edited (its expiry
 * may stay past).
 */
async function refuseNonsense(
  tx: Tx,
  request: FastifyRequest,
  values: DiscountCodeValues,
  currency: string,
  before?: { expiresAt: Date | null },
) {
  const lang = request.lang;
  const problems: { field: string; message: string }[] = [];
  const service = await findSchoolService(tx, request.tenant.project.id, values.courseServiceId);
  if (!service) throw notFound(request);
  if (values.kind === 'amount' && values.value > service.price) {
    const price = formatMinorUnits(service.price, currency, lang);
    problems.push({ field: 'value', message: message('staffDiscountCodeAbovePrice', lang, { price }) });
  }
  const expires = values.expiresAt?.getTime() ?? null;
  const kept = before !== undefined && (before.expiresAt?.getTime() ?? null) === expires;
  if (expires !== null && !kept && expires <= Date.now()) {
    problems.push({ field: 'expires_at', message: message('staffDiscountCodeExpiryPast', lang) });
  }
  if (problems.length > 0) throw fieldErrors(problems);
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
  const service = await requireService(app, request, body.course_service_id);
  if (await codeTaken(app.db, projectId, body.code)) throw taken(request);
  const values = codeValues(body);
  const row = await asCodeConflict(request, () =>
    app.db.transaction(async (tx) => {
      // The school's row shared first: an amount and the currency it is logged in agree.
      const currency = await lockSchoolCurrency(tx, projectId);
      await refuseNonsense(tx, request, values, currency);
      const created = await insertDiscountCode(tx, projectId, values);
      await audit(tx, request, 'discount_code.create', created.id, {
        subject: created.code,
        currency,
        ...presentValues(auditedCode(created, service.title)),
      });
      return created;
    }),
  );
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
  const values = codeValues(body);
  const row = await asCodeConflict(request, () =>
    app.db.transaction(async (tx) => {
      const currency = await lockSchoolCurrency(tx, projectId);
      const before = await findDiscountCode(tx, projectId, id, true);
      if (!before) throw notFound(request);
      await refuseNonsense(tx, request, values, currency, before);
      const updated = await updateDiscountCode(tx, projectId, id, values);
      if (!updated) return undefined;
      const changes = changedValues(
        auditedCode(before, await serviceTitle(tx, projectId, before.courseServiceId)),
        auditedCode(updated, await serviceTitle(tx, projectId, updated.courseServiceId)),
      );
      if (Object.keys(changes).length > 0) {
        await audit(tx, request, 'discount_code.update', id, { subject: updated.code, currency, ...changes });
      }
      return updated;
    }),
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
  await app.db.transaction(async (tx) => {
    const currency = await lockSchoolCurrency(tx, projectId);
    const before = await findDiscountCode(tx, projectId, id, true);
    if (!before) throw notFound(request);
    if (!(await deleteUnusedDiscountCode(tx, projectId, id))) {
      throw new ApiError(409, message('staffDiscountCodeUsed', request.lang));
    }
    const { code, service, percent, amount } = auditedCode(
      before,
      await serviceTitle(tx, projectId, before.courseServiceId),
    );
    await audit(tx, request, 'discount_code.delete', id, {
      subject: code,
      currency,
      ...presentValues({ service, percent, amount }),
    });
  });
}
