import { STAFF_ROLES, type StaffRole } from '@cp/contract';
import type { FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';

/** The caller's staff role; a learner's token gets 403 before the body is read (issue 9). */
export function staffRole(request: FastifyRequest): StaffRole {
  const role = request.user.role;
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    throw new ApiError(403, message('staffOnly', request.lang));
  }
  return role as StaffRole;
}

/** `onRequest` of the staff routes every team member may call, after `app.authenticate`. */
export async function staffMemberOnly(request: FastifyRequest) {
  staffRole(request);
}

/** `onRequest` of the team calls: school administrators only (decision 053). */
export async function adminOnly(request: FastifyRequest) {
  if (staffRole(request) !== 'admin') throw new ApiError(403, message('adminOnly', request.lang));
}
