import type { FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../lib/messages.js';
import { ApiError } from './errors.js';

/**
 * onRequest hook: a body whose declared length (Content-Length) is over `maxBytes` is
 * refused with 413 before a byte of it is read (issue 8). The parser's own limits still
 * stop a body that declares less than it sends, or declares nothing (chunked).
 */
export function refuseDeclaredLengthOver(maxBytes: number) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      throw new ApiError(413, message('payloadTooLarge', request.lang));
    }
  };
}
