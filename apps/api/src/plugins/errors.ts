import { STATUS_CODES } from 'node:http';
import { DEFAULT_LANGUAGE, type FieldErrors, type ValidationErrorItem } from '@cp/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { message } from '../lib/messages.js';
import { isNoSpace, NO_SPACE_STATUS } from '../lib/storage-errors.js';

/** A failure with a status, answered as `{ name, message, code, status }` (ARCHITECTURE §5). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 0,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = STATUS_CODES[status] ?? 'Error';
  }
}

/** Auth-style validation failure: `{ success: false, errors: { field: [...] } }`. */
export class AuthStyleError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldErrors,
  ) {
    super('auth-style failure');
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Failures of this route use the auth-style `{success, errors}` shape (spec 01 §7). */
    authStyle?: boolean;
  }
}

function sendHttpError(reply: FastifyReply, status: number, text: string, code = 0) {
  return reply.status(status).send({ name: STATUS_CODES[status] ?? 'Error', message: text, code, status });
}

function validationItems(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  return error.validation.map<ValidationErrorItem>((v) => ({
    field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
    message: v.message ?? 'Invalid value.',
  }));
}

/**
 * Fastify's refusals before a route is found (a broken percent-escape, a path part over the
 * length limit) in the same shape as every other failure (issue 8), without echoing the path.
 * Given to Fastify as `frameworkErrors`: the error handler below never sees them.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // No route, so no onSend hooks: the answer may follow a request with a token; never store it.
  reply.header('cache-control', 'no-store');
  // The request is built before the app's hooks run: no `lang` of its own yet.
  return sendHttpError(reply, status, message('badRequest', request.lang ?? DEFAULT_LANGUAGE));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return sendHttpError(reply, error.status, error.message, error.code);
    }
    if (error instanceof AuthStyleError) {
      return reply.status(error.status).send({ success: false, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const items = validationItems(error);
      if (request.routeOptions.config.authStyle) {
        const errors: FieldErrors = {};
        for (const item of items) {
          errors[item.field] = [...(errors[item.field] ?? []), item.message];
        }
        return reply.status(422).send({ success: false, errors });
      }
      return reply.status(422).send(items);
    }
    // Decision 085: a database that is down or unreachable is a wait, not a fault: 503 with
    // Retry-After, logged without a stack (an outage would otherwise flood the log).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendHttpError(reply, 503, message('databaseUnavailable', lang ?? DEFAULT_LANGUAGE));
    }
    // A full disk fails the upload that hit it, in words a person understands (decision 085).
    if (isNoSpace(error)) {
      request.log.warn({ reason: error.message }, 'no room for a file');
      return sendHttpError(reply, NO_SPACE_STATUS, message('noRoomForFile', lang ?? DEFAULT_LANGUAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendHttpError(reply, 413, message('payloadTooLarge', lang));
    if (status === 415) return sendHttpError(reply, 415, message('unsupportedMediaType', lang));
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx texts (malformed JSON, bad content length) say what was wrong and reveal nothing.
      return sendHttpError(reply, status, error.message || message('badRequest', lang));
    }
    request.log.error({ err: error }, 'request failed');
    return sendHttpError(reply, 500, message('internal', lang));
  });

  app.setNotFoundHandler((request, reply) => sendHttpError(reply, 404, message('notFound', request.lang)));
});
