import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@cp/contract';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';

/** The field a bad key is reported on (422), as the header is spelled. */
const FIELD = 'Idempotency-Key';

/**
 * The optional `Idempotency-Key` of a progress write (decision 067): null when absent; a value that
 * is not a UUID is refused before anything is read or written.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw fieldError(FIELD, message('idempotencyKeyInvalid', request.lang));
  }
  return value.toLowerCase();
}

/** The key was spent on another call: not a replay of this one. */
export const keyReused = (request: FastifyRequest) =>
  fieldError(FIELD, message('idempotencyKeyReused', request.lang));
