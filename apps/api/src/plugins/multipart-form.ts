import { MAX_JSON_BODY_BYTES } from '@cp/contract';
import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../lib/messages.js';
import { refuseDeclaredLengthOver } from './declared-length.js';
import { ApiError } from './errors.js';

/**
 * Errors the multipart parser raises for the caller's bytes carry a status (413 for a
 * limit, 400 for a closed request); the framing errors of the underlying parser
 * (no boundary, a body cut off) carry none and would become 500. Any error raised
 * while reading the parts is the request's fault (issue 8: bad input gets 4xx).
 */
export function malformedMultipart(err: unknown, request: FastifyRequest): Error {
  if (err instanceof Error && 'statusCode' in err && typeof err.statusCode === 'number') return err;
  return new ApiError(400, message('malformedMultipart', request.lang));
}

/**
 * Multipart bodies of text fields only (sign-up, profile: spec 01 §7), as the route's
 * `body` for its schema: one value per field, an array when a field repeats. Replaces
 * `attachFieldsToBody`, whose parse errors escaped as 500. Registered per scope, so each
 * module keeps its own limits.
 */
export async function textMultipart(app: FastifyInstance, limits: FastifyMultipartBaseOptions['limits']) {
  await app.register(multipart, { limits });
  const refuseOversized = refuseDeclaredLengthOver(MAX_JSON_BODY_BYTES);
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    // The same cap as a JSON body, before a byte is read (and after the route's sign-in check).
    await refuseOversized(request, reply);
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          part.file.resume();
          continue;
        }
        const value = String(part.value);
        const previous = body[part.fieldname];
        body[part.fieldname] =
          previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
      }
    } catch (err) {
      throw malformedMultipart(err, request);
    }
    request.body = body;
  });
}
