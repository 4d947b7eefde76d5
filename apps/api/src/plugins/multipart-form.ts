import { type Language, MAX_JSON_BODY_BYTES } from '@cp/contract';
import multipart, { type FastifyMultipartBaseOptions, type MultipartFile } from '@fastify/multipart';
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
export function malformedMultipart(err: unknown, request: FastifyRequest | Language): Error {
  if (err instanceof Error && 'statusCode' in err && typeof err.statusCode === 'number') return err;
  return new ApiError(
    400,
    message('malformedMultipart', typeof request === 'string' ? request : request.lang),
  );
}

/**
 * A file part's bytes, for every route that takes one upload whole (avatar, content pictures):
 * a part over the route's `fileSize` limit is 413, a body cut off before its closing boundary
 * (the part's stream fails) is 400 like any other broken framing (issue 25: it was a 500 on
 * `POST /staff/content/images`). Memory is bounded by the route's `fileSize` limit.
 */
export async function filePartBytes(part: MultipartFile, lang: Language): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (err) {
    if (part.file.truncated) throw new ApiError(413, message('payloadTooLarge', lang));
    throw malformedMultipart(err, lang);
  }
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
